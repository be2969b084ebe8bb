/** The compile of a data folder, as check-data and compile-data run it: read → validate → compile. */
import { compileData, type CompileOutput } from '@/lib/compile/assemble/compile-data';
import { readDataDir } from '@/lib/compile/read/read-data-dir';
import { compileTabbed } from '@/lib/compile/assemble/compile-tabbed';
import { readTabbedFiles, type TabbedFiles } from '@/lib/compile/read/read-tabbed';

const tabbedFileCount = (t: TabbedFiles) =>
  [t.sectors, ...Object.values(t.content)].reduce((n, f) => n + (f ? f.files.size + (f.index ? 1 : 0) : 0), 0) +
  Object.values(t.pages).reduce((n, files) => n + (files?.size ?? 0), 0);

/**
 * Reads and compiles a data folder: gas files, proportions, headline figures, the sector
 * index with its markdown and activity files, the content sections and the single pages.
 * check-data and compile-data (run before every build) both use it, so they check the same files.
 */
export function compileDataDir(dataDir: string): CompileOutput & { fileCount: number } {
  const data = readDataDir(dataDir);
  const fileCount =
    Object.values(data.inventory).reduce((n, files) => n + files.length, 0) +
    Object.values(data.projections).reduce((n, round) => n + round.wem.length + round.wam.length, 0) +
    (data.proportions ? 1 : 0) +
    (data.headlines ? 1 : 0) +
    [data.compareEmissions, data.comparePopulation, data.targets, data.events].filter(Boolean).length;
  const base = compileData(data);
  const tabbedFiles = readTabbedFiles(dataDir);
  const tabbed = compileTabbed(tabbedFiles);
  return {
    issues: [...base.issues, ...tabbed.issues],
    documents: { ...base.documents, ...tabbed.documents },
    fileCount: fileCount + tabbedFileCount(tabbedFiles),
  };
}
