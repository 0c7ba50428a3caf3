/** The package version, from package.json (esbuild keeps only this field in the bundles): one number to bump. */
export { version as VERSION } from '../../package.json';
