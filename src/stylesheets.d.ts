// A stylesheet imported for its side effect (slick-carousel's) is webpack's to bundle; TypeScript
// checks that every side-effect import names a module, so it is told that .css files are ones.
declare module "*.css";
