// What Chakra's own modules take from @ark-ui/react's main entry, from the entries that define it.
// A few Chakra components (button, group, checkmark...) import `dataAttr` from '@ark-ui/react', and
// that entry re-exports every Ark component and its Zag machine: about 950 modules that webpack
// must build for each bundle, though none of them ships. src/node/webpack.ts points the bare
// '@ark-ui/react' at this file, and makes a missing export fail the build, so a Chakra upgrade
// that imports something new from it says so instead of rendering `undefined`.
export { dataAttr } from "@ark-ui/react/utils";
export { useEnvironmentContext } from "@ark-ui/react/environment";
