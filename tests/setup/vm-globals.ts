/**
 * Client project setup (vitest.config.ts): browser globals that a test file's VM context lacks.
 * The client project runs each file in a VM context of its own (`pool: 'vmThreads'`, issue 27: the
 * files stay isolated without a process and a happy-dom import per file), and vitest fills that
 * context from happy-dom, which has no BroadcastChannel; the sign-in popup (src/lib/auth/popup.ts)
 * needs one, as the browsers it runs in have. Node's own is not used: it reaches every thread of
 * the process, i.e. the other test files running beside this one. This one reaches the channels of
 * the same name in this file only, asynchronously and with a structured clone, as a browser's does.
 */

class FileBroadcastChannel extends EventTarget {
  static readonly open = new Set<FileBroadcastChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  #closed = false;

  constructor(readonly name: string) {
    super();
    FileBroadcastChannel.open.add(this);
  }

  postMessage(message: unknown): void {
    if (this.#closed) throw new DOMException('BroadcastChannel is closed', 'InvalidStateError');
    const data = structuredClone(message);
    for (const other of FileBroadcastChannel.open) {
      if (other === this || other.name !== this.name) continue;
      setTimeout(() => other.deliver(data), 0);
    }
  }

  close(): void {
    this.#closed = true;
    FileBroadcastChannel.open.delete(this);
  }

  private deliver(data: unknown): void {
    if (this.#closed) return;
    const event = new MessageEvent('message', { data });
    this.onmessage?.(event);
    this.dispatchEvent(event);
  }
}

if (typeof globalThis.BroadcastChannel === 'undefined') {
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: FileBroadcastChannel, configurable: true, writable: true });
}
