#!/usr/bin/env python3
"""A probe, not part of the console: lowers the priority (nice N) of some threads of a running ConsoleFxBench and of
its child processes (the demo nodes, `separate`), to see whether the FX thread's wait for a core, and so the pulse
gaps, shrink when the other threads yield to it. Needs root only to give the kept threads nice 0 again when the
bench runs under nice. Every 0.25 s it looks at the threads again (new ones, renamed ones).

Usage: python3 src/test/sh/renice-probe.py PID N MODE, MODE one of
  all          every thread but the FX thread and the renderer (they get nice 0)
  all-but-jit  the same, and the JIT's compiler threads keep nice 0 too
  pools        only the console's pools (polls, their SSH readers, the loop, events, UI tasks) and the child processes
For example, as in docs/benchmarks.md:
  java -Xmx1g -cp $(cat cp.txt) org.voddesk.bench.ConsoleFxBench 200 25 40 separate > run.txt &
  python3 src/test/sh/renice-probe.py $! 10 pools
"""
import glob
import os
import sys
import time

FX = ("JavaFX Applicat", "QuantumRenderer", "Event Thread")  # Monocle's FX thread is "Event Thread" until renamed
JIT = ("C1 CompilerThre", "C2 CompilerThre")
POOLS = ("bench-polls", "Connect thread", "bench-loop", "bench-events", "voddesk-ui")


def children(root):
    out = []
    for stat in glob.glob('/proc/[0-9]*/stat'):
        try:
            with open(stat) as f:
                if int(f.read().rsplit(')', 1)[1].split()[1]) == root:
                    out.append(int(stat.split('/')[2]))
        except (OSError, ValueError, IndexError):
            pass
    return out


def wanted(mode, root, pid, name, n):
    """The nice value a thread should have, or None to leave it as it is."""
    if mode == 'pools':
        return n if pid != root or name.startswith(POOLS) else None
    keep = FX + JIT if mode == 'all-but-jit' else FX
    return 0 if name.startswith(keep) else n


def main():
    root, n, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    if mode not in ('all', 'all-but-jit', 'pools'):
        sys.exit('MODE: all, all-but-jit or pools')
    applied = {}
    kids = []
    rounds = 0
    while os.path.exists('/proc/%d' % root):
        if rounds % 8 == 0:
            kids = children(root)
        for pid in [root] + kids:
            for task in glob.glob('/proc/%d/task/*' % pid):
                tid = int(task.rsplit('/', 1)[1])
                try:
                    with open(task + '/comm') as f:
                        name = f.read().strip()
                except OSError:
                    continue
                nice = wanted(mode, root, pid, name, n)
                if nice is None or applied.get(tid) == (name, nice):
                    continue
                try:
                    os.setpriority(os.PRIO_PROCESS, tid, nice)  # a thread inherits its creator's nice: set each
                    applied[tid] = (name, nice)
                except OSError:
                    pass
        rounds += 1
        time.sleep(0.25)


if __name__ == '__main__':
    main()
