// framer-motion's animation features, split into their own chunk: LazyMotion loads them after
// the page is interactive, so no page waits on them.
import { domAnimation } from "framer-motion";

export default domAnimation;
