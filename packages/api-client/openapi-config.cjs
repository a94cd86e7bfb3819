// @rtk-query/codegen-openapi: the server's OpenAPI document -> endpoints injected into baseApi.
// Generated files are never edited by hand; fixes go into src/enhance.ts.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
const config = {
  schemaFile: process.env.OPENAPI_SCHEMA ?? '../server/openapi.json',
  apiFile: './src/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: `${process.env.OPENAPI_OUT_DIR ?? './src/generated'}/api.ts`,
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // Tags and invalidation are ours (src/enhance.ts), declared once in src/baseApi.ts.
  tag: false,
  // Multipart uploads are not described by the document; src/uploads.ts defines them.
  filterEndpoints: (name) =>
    !['uploadUserImage', 'createCar', 'updateCar', 'adminImportStatement'].includes(name),
};
module.exports = config;
