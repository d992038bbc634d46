// Types for chakra-system-steps.js: createSystem's own signature, as steps.
import type { SystemConfig, SystemContext } from "@chakra-ui/react/styled-system";

/** Builds what createSystem builds, pausing (yielding) between stages; the last step returns the system. */
export declare function createSystemSteps(...configs: SystemConfig[]): Generator<void, SystemContext, void>;
