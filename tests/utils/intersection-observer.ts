/** jsdom has no IntersectionObserver: a controllable one, installed per test with `install()`. */
export class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    MockIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** The browser reports these elements as visible (past the threshold, within the root margin). */
  show(...targets: Element[]) {
    this.callback(
      targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
  /** The observers still watching something. */
  static live() {
    return MockIntersectionObserver.instances.filter((o) => !o.disconnected && o.targets.size > 0);
  }
  /** A fresh set of observers as the window's IntersectionObserver (call in beforeEach). */
  static install() {
    MockIntersectionObserver.instances = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = MockIntersectionObserver;
  }
}
