/** A dashed vertical line across the plot area, as the chart plugins draw dividers and event years. */
export function dashedVerticalLine(
  ctx: CanvasRenderingContext2D,
  x: number,
  area: { top: number; bottom: number },
  style: { colour: string; width: number; dash: number[] },
): void {
  ctx.strokeStyle = style.colour;
  ctx.lineWidth = style.width;
  ctx.setLineDash(style.dash);
  ctx.beginPath();
  ctx.moveTo(x, area.top);
  ctx.lineTo(x, area.bottom);
  ctx.stroke();
}
