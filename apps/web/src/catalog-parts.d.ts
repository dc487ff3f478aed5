// A catalog's two parts, cut at build time by catalog-split.ts (issue 16).
declare module '*.json?part=first' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
declare module '*.json?part=rest' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
