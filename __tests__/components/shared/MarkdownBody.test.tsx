/** A text in the page's language as it is; an English stand-in (a text named under `missing` in data/translations.yml) says so. */
import { render, screen } from '@testing-library/react';
import { MarkdownBody } from '@/components/shared/MarkdownBody';

const NOTICE = 'Этот текст пока доступен только на английском языке.';

test('a translated text has no notice and no lang of its own', () => {
  const { container } = render(<MarkdownBody html="<p>Текст</p>" inEnglishNotice={NOTICE} />);
  expect(screen.queryByRole('note')).toBeNull();
  expect(container.querySelector('[lang]')).toBeNull();
  expect(container.textContent).toBe('Текст');
});

test('an English stand-in is marked lang="en" under a notice in the page’s language', () => {
  const { container } = render(<MarkdownBody html="<p>Text</p>" lang="en" inEnglishNotice={NOTICE} />);
  expect(screen.getByRole('note').textContent).toBe(NOTICE);
  expect(container.querySelector('[lang="en"]')?.textContent).toBe('Text');
});

test('the second of two English texts in a row has no notice of its own', () => {
  const { container } = render(<MarkdownBody html="<p>More</p>" lang="en" />);
  expect(screen.queryByRole('note')).toBeNull();
  expect(container.querySelector('[lang="en"]')?.textContent).toBe('More');
});
