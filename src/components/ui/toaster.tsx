// Toasts, light on the first load: `toaster.create()` raises one and <Toaster /> holds the list,
// once, on the pages that raise toasts. Chakra's toast machine (about 6 KB gzip) is fetched only
// when a toast is wanted, or earlier through `toaster.prepare()` (the contact form calls it when
// first focused), so the live region is usually on the page before anything is announced in it.
import * as React from "react";

type ToastList = typeof import("./toast-list");

interface ToastOptions {
  type: "success" | "error";
  title: string;
}

let list: Promise<ToastList> | undefined;
/** Set by the mounted <Toaster />: renders the list once its module has loaded. */
let showList: ((module: ToastList) => void) | undefined;

function loadList(): Promise<ToastList> {
  list ??= import("./toast-list").then(
    (module) => {
      showList?.(module);
      return module;
    },
    (error: unknown) => {
      list = undefined;
      throw error;
    },
  );
  return list;
}

export const toaster = {
  /** Fetches the toast list and puts it on the page, without raising a toast. */
  prepare(): void {
    loadList().catch(() => undefined);
  },
  create(options: ToastOptions): void {
    loadList()
      .then(async (module) => {
        await module.listMounted;
        module.toastStore.create(options);
      })
      .catch((error: unknown) => console.error("A toast could not be shown:", options.title, error));
  },
};

export function Toaster() {
  const [List, setList] = React.useState<ToastList["ToastList"] | null>(null);
  React.useEffect(() => {
    showList = (module) => setList(() => module.ToastList);
    // Loaded before this mounted (a client-side visit): show it straight away.
    list?.then(showList, () => undefined);
    return () => {
      showList = undefined;
    };
  }, []);
  return List ? <List /> : null;
}
