// HTML's invoker commands (https://html.spec.whatwg.org/#attr-button-commandfor): a button that
// opens or closes a <dialog> with no script; and a dialog's `closedby` (light dismiss). Neither
// React 19.3's types nor TypeScript 5.9's DOM library know them yet; React passes lowercase
// attributes through to the element as they are.
import 'react';

declare module 'react' {
  // Merged into React's interface, whose type parameter it must repeat, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button controls. */
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }

  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface DialogHTMLAttributes<T> {
    /** Which user actions close the dialog: 'any' adds a click outside it. */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
