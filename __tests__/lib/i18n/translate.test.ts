import { createTranslator, fillPlaceholders, lookUpMessage, type MessageTree } from '@/lib/i18n/translate';

const messages: Record<string, MessageTree> = {
  Page: {
    retry: 'Retry',
    restOf: 'Rest of {name}',
    count: '{selected} of {total}',
    spaced: 'Chart of { title }',
    twice: '{a}, {a} and {b}',
    level: { total: 'total emissions', sub: { deep: 'deep one' } },
    plural: '{n, plural, one {# year} other {# years}}',
    quoted: "Use '{name}' literally",
    apostrophe: "Estonia's inventory, Interface'i kaudu",
  },
  Other: { retry: 'Proovi uuesti' },
};

describe('lookUpMessage', () => {
  test.each<[string, string | undefined]>([
    ['retry', 'Retry'],
    ['level.total', 'total emissions'],
    ['level.sub.deep', 'deep one'],
    ['level', undefined],
    ['level.missing', undefined],
    ['retry.more', undefined],
    ['missing', undefined],
    ['toString', undefined],
    ['', undefined],
  ])('%s → %p', (key, expected) => {
    expect(lookUpMessage(messages.Page, key)).toBe(expected);
  });

  test('an absent tree has no messages', () => {
    expect(lookUpMessage(undefined, 'retry')).toBeUndefined();
  });
});

describe('fillPlaceholders', () => {
  test.each<[string, Record<string, string | number>, string]>([
    ['Rest of {name}', { name: 'Energy' }, 'Rest of Energy'],
    ['{selected} of {total}', { selected: 3, total: 29 }, '3 of 29'],
    // Numbers are not grouped or localised, as in next-intl's plain `{name}` arguments.
    ['{selected}/{total}', { selected: 12345, total: 1.5 }, '12345/1.5'],
    ['{n}', { n: 0 }, '0'],
    ['{a}, {a} and {b}', { a: 'x', b: 'y' }, 'x, x and y'],
    ['Chart of { title }', { title: 'CO2' }, 'Chart of CO2'],
    ['No placeholders', { unused: 'z' }, 'No placeholders'],
    ['{gas} — {level}', { gas: 'CO2 ($&)', level: '{level}' }, 'CO2 ($&) — {level}'],
    ["Estonia's inventory, Interface'i kaudu", {}, "Estonia's inventory, Interface'i kaudu"],
    ['', {}, ''],
  ])('%s with %p → %s', (message, values, expected) => {
    expect(fillPlaceholders(message, values)).toBe(expected);
  });

  test.each<[string, Record<string, string | number>]>([
    ['{n, plural, one {# year} other {# years}}', { n: 1 }],
    ['{n, number}', { n: 1 }],
    ['Unbalanced { brace', {}],
    ['Closing } brace', {}],
    ['Rich <b>text</b>', {}],
    ["Quoted '{name}'", { name: 'x' }],
    ["Doubled '' apostrophe", {}],
    ['{missing}', {}],
    ['{toString}', {}],
  ])('%s is not supported (undefined)', (message, values) => {
    expect(fillPlaceholders(message, values)).toBeUndefined();
  });
});

describe('createTranslator', () => {
  const t = createTranslator(messages, 'Page', { strict: true });

  test('plain, dotted and interpolated keys', () => {
    expect(t('retry')).toBe('Retry');
    expect(t('level.total')).toBe('total emissions');
    expect(t('restOf', { name: 'Agriculture' })).toBe('Rest of Agriculture');
    expect(t('count', { selected: 0, total: 6 })).toBe('0 of 6');
    expect(t('apostrophe')).toBe("Estonia's inventory, Interface'i kaudu");
  });

  test('each namespace is separate', () => {
    expect(createTranslator(messages, 'Other', { strict: true })('retry')).toBe('Proovi uuesti');
    expect(() => createTranslator(messages, 'Other', { strict: true })('restOf')).toThrow(
      'Missing message Other.restOf',
    );
  });

  test('strict: a missing key, a group key, an unknown namespace or ICU syntax throws', () => {
    expect(() => t('nope')).toThrow('Missing message Page.nope');
    expect(() => t('level')).toThrow('Missing message Page.level');
    expect(() => createTranslator(messages, 'Nowhere', { strict: true })('retry')).toThrow(
      'Missing message Nowhere.retry',
    );
    expect(() => t('plural', { n: 2 })).toThrow('Cannot format Page.plural');
    expect(() => t('quoted', { name: 'x' })).toThrow('Cannot format Page.quoted');
    expect(() => t('restOf')).toThrow('Cannot format Page.restOf with {}: Rest of {name}');
  });

  test('lenient (production): a message that cannot be shown is namespace.key, as in next-intl', () => {
    const lenient = createTranslator(messages, 'Page', { strict: false });
    expect(lenient('nope')).toBe('Page.nope');
    expect(lenient('level')).toBe('Page.level');
    expect(lenient('restOf')).toBe('Page.restOf');
    expect(lenient('plural', { n: 1 })).toBe('Page.plural');
    expect(lenient('retry')).toBe('Retry');
  });

  test('strict is the default outside production (Jest runs with NODE_ENV=test)', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(() => createTranslator(messages, 'Page')('nope')).toThrow();
  });
});
