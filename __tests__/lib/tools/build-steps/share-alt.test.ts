import { localiseShareAlt, readShareAlts } from '@/lib/tools/build-steps/share-alt';

describe('localiseShareAlt', () => {
  it('puts the Estonian alt text of the same key where the English one was, in the meta tag and the payload', () => {
    const en = readShareAlts('messages', 'en');
    const et = readShareAlts('messages', 'et');
    const html =
      '<meta property="og:image:alt" content="Greenhouse gas emissions: bar chart of total emissions"/>' +
      '<script>self.__next_f.push([1,"{\\"alt\\":\\"Greenhouse gas emissions: bar chart of total emissions\\"}"])</script>';
    expect(localiseShareAlt(html, en, et)).toBe(
      '<meta property="og:image:alt" content="Kasvuhoonegaaside heide: koguheite tulpdiagramm"/>' +
        '<script>self.__next_f.push([1,"{\\"alt\\":\\"Kasvuhoonegaaside heide: koguheite tulpdiagramm\\"}"])</script>',
    );
  });

  it('stops on a key without a translation', () => {
    expect(() => localiseShareAlt('x', { period: 'x' }, {})).toThrow('ShareImage.period has no translation');
  });
});
