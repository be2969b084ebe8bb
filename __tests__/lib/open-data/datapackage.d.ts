/** The part of the Frictionless `datapackage` library (no types of its own) the tests use. */
declare module 'datapackage' {
  interface Resource {
    name: string;
    /** With forceCast, a row that does not match the schema is an Error in place of the row. */
    read(options?: { forceCast?: boolean }): Promise<(unknown[] | Error)[]>;
  }
  export class Package {
    static load(descriptor: string | Record<string, unknown>, options?: { basePath?: string }): Promise<Package>;
    valid: boolean;
    errors: Error[];
    resources: Resource[];
  }
}
