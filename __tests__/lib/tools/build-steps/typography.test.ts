import { typographyHits } from '@/lib/tools/build-steps/typography';

const rules = (html: string) => typographyHits(html).map((h) => `${h.rule}: ${h.fragment}`);

describe('typographyHits', () => {
  it("finds the reviews' slips in a page's text", () => {
    expect(
      rules(
        '<p>Koguheide (40 342 kt CO2 ekv), bioenergia 22,6 % ja</p><li>2030. aasta piir (-24 % võrreldes 2005)</li>' +
          '<p>6 piirkonna hulgas suuruselt 5..</p><p>HFC-sid (puudub–puudub kt CO2 ekv)</p><p>{{value|x.yml|Total}} and NaN</p>',
      ),
    ).toEqual([
      'breaking space inside a number: Koguheide (40 342 kt CO2 ekv), bioene',
      'breaking space before a unit or %: Koguheide (40 342 kt CO2 ekv), bioenergi',
      'breaking space before a unit or %: ekv), bioenergia 22,6 % ja',
      'breaking space before a unit or %: 2030. aasta piir (-24 % võrreldes 2005)',
      'hyphen-minus as a minus: 2030. aasta piir (-24 % võrreldes 2005)',
      'doubled full stop: a hulgas suuruselt 5..',
      'template fragment: HFC-sid (puudub–puudub kt CO2 ekv)',
      'template fragment: {{value|x.yml|Total}}',
      'template fragment: {{value|x.yml|Total}} and NaN',
      'template fragment: e|x.yml|Total}} and NaN',
    ]);
  });

  it('reads the attributes a screen reader or a link preview reads, and leaves scripts, styles and URLs alone', () => {
    const html =
      '<html><head><meta name="description" content="10 241 kt"><meta property="og:image:width" content="1 200">' +
      '<style>a{b:1 200px}</style><script>var x = undefined;</script></head>' +
      '<body><a href="/a..b/1 234" aria-label="Share: 74,6 %">x</a><img alt="undefined"></body></html>';
    expect(rules(html)).toEqual([
      'breaking space inside a number: 10 241 kt',
      'breaking space before a unit or %: 10 241 kt',
      'breaking space before a unit or %: Share: 74,6 %',
      'template fragment: undefined',
    ]);
  });

  it('passes text set with no-break spaces and minus signs, and a hyphen-minus in a table cell', () => {
    expect(
      rules(
        '<p>10\u00a0241\u00a0kt, 74,6\u00a0%, (\u221224\u00a0%), 1990–2024… 2024. aastal</p><table><tr><td>-75</td></tr></table>',
      ),
    ).toEqual([]);
  });
});
