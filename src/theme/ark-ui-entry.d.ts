// Types for ark-ui-entry.js: the package's own, re-exported from the entries the file uses.
export { dataAttr } from "@ark-ui/react/utils";
export { useEnvironmentContext } from "@ark-ui/react/environment";
