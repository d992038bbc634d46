// Chakra's createSystem as a generator that pauses between its stages (merging the configs, four
// stages of the token dictionary, the utilities, the css and recipe functions). The generator is
// this site's patch (patches/@chakra-ui+react*.patch) and is not in the package's export map, so
// the path reaches past it, as chakra-theme-parts.js does; the types are in the .d.ts beside.
export { createSystemSteps } from "../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js";
