/**
 * The export's files, built once per version and shared (docs/architecture.md, the export). A
 * build reads the catalogue and compresses it on its own, whoever asked for it: every request
 * for the same version that arrives meanwhile follows the same build (the bytes made so far, then
 * the rest as they come), and once it is whole the compressed file is kept for the next ones. A
 * client that accepts gzip gets those bytes; one that does not gets them unzipped as they stream
 * (inflating costs a small part of what reading and compressing the catalogue does). Four plain
 * downloads at once were four reads of the whole catalogue, each compressed for nobody.
 */
import { pipeline, Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/** Larger than this, a finished file is not kept (a build in progress holds what it made). */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

class Build {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private done = false;
  private failed: Error | undefined;
  private waiting: (() => void)[] = [];

  constructor(
    readonly tag: string,
    source: AsyncGenerator<Buffer>,
    ended: (build: Build, keep: boolean) => void,
  ) {
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, next) => {
        this.chunks.push(chunk);
        this.size += chunk.length;
        this.wake();
        next();
      },
    });
    pipeline(Readable.from(source), createGzip(), sink, (error) => {
      if (error) this.failed = error;
      this.done = true;
      this.wake();
      ended(this, !error && this.size <= MAX_KEPT_BYTES);
    });
  }

  get usable(): boolean {
    return this.failed === undefined;
  }

  /** The compressed file from its first byte, as fast as the reader takes it and the build makes it. */
  async *gzipped(): AsyncGenerator<Buffer> {
    for (let next = 0; ;) {
      const chunk = this.chunks[next];
      if (chunk) {
        next++;
        yield chunk;
      } else if (this.failed) {
        throw this.failed;
      } else if (this.done) {
        return;
      } else {
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      }
    }
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}

interface KeptFile {
  body: Readable;
  /** True when another request started this build (or it was already kept). */
  hit: boolean;
}

/** The files of one app (tests build many apps on different databases), one per kind. */
export function keptFiles<Kind extends string>() {
  const builds = new Map<Kind, Build>();
  return {
    /** The file of this kind and version: joined when it is being built or kept, else built from `source`. */
    open(kind: Kind, tag: string, source: () => AsyncGenerator<Buffer>, gzip: boolean): KeptFile {
      const kept = builds.get(kind);
      const hit = kept !== undefined && kept.tag === tag && kept.usable;
      const build = hit
        ? kept
        : new Build(tag, source(), (ended, keep) => {
            if (!keep && builds.get(kind) === ended) builds.delete(kind);
          });
      if (!hit) builds.set(kind, build);
      const compressed = Readable.from(build.gzipped());
      if (gzip) return { body: compressed, hit };
      // A failure on either side ends the answer; the unzipped stream reports it.
      return { body: pipeline(compressed, createGunzip(), () => {}), hit };
    },
  };
}
