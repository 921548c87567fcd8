// Types for the one function of the bikram-sambat devDependency that the cross-check calls (it ships none).
declare module 'bikram-sambat' {
  /** 'yyyy-MM-dd' BS of a Gregorian 'yyyy-MM-dd'. */
  export function toBik_euro(greg: string): string;
}
