import path from 'node:path';
import { formatIssue } from '@/lib/model/issues';
import { checkGlossary } from '@/lib/compile/check-glossary';

const dir = path.join(__dirname, '..', '..', 'fixtures', 'data', 'glossary');

describe('checkGlossary', () => {
  it('names the file and line of every avoided term in each language the glossary lists', () => {
    const lines = checkGlossary(path.join(dir, 'ok'), path.join(dir, 'messages'), dir).map(formatIssue);
    expect(lines).toEqual([
      expect.stringMatching(/^messages\/et\/Page\.json:4 {2}Glossary: "Jagatud kohustus" is a term to avoid/),
      expect.stringMatching(/^ok\/sectors\/item_et\.md:1 {2}Glossary: "Aastal 2005" is a term to avoid/),
      expect.stringMatching(/^ok\/sectors\/item\.yml:7 {2}Glossary: "Jagatud kohustus" is a term to avoid/),
      expect.stringMatching(/^messages\/ru\/Page\.json:3 {2}Glossary: "мемо" is a term to avoid/),
    ]);
  });

  it('reports a malformed glossary (file and line) instead of checking with it', () => {
    const lines = checkGlossary(path.join(dir, 'malformed'), path.join(dir, 'messages'), dir).map(formatIssue);
    expect(lines).toEqual([
      'malformed/glossary.yml:4  Field languages.estonian must be a list of terms under a two-letter language code',
      'malformed/glossary.yml:5  Field languages.et[0].use not found',
      'malformed/glossary.yml:10  Field languages.et[1].avoid must be a list of terms of 3 or more characters',
    ]);
  });

  it('checks nothing where there is no glossary', () => {
    expect(checkGlossary(path.join(dir, 'ok', 'sectors'), path.join(dir, 'messages'), dir)).toEqual([]);
  });

  it('passes the repository texts', () => {
    expect(checkGlossary('data', 'messages').map(formatIssue)).toEqual([]);
  });
});
