"""One Python process that compiles and runs many solutions for `npm run check:solutions`
(scripts/solutions/pythonRunner.ts): starting python3 costs more than a small solution's run.

Once started it says "ready"; then commands come one per line on stdin, answers one per line on
stdout; both are moved to other
descriptors at start, so a run's fd 0, 1 and 2 are the files the caller chose (`open(0)`,
`sys.stdin.buffer` and `os.write(1, ...)` all work):
  compile <file>                    → "ok" | "error <base64 message>"
  run <file> <in> <out> <err>       → "exit <code>"

Each run executes the file's code in a fresh namespace as __main__; sys.exit(code) ends the run
with that code. The caller gives one command at a time, from the folder the run's files live in,
and ends this process when a run outlives its time limit.
"""
import base64
import builtins
import gc
import io
import os
import sys
import threading
import traceback

commands = os.fdopen(os.dup(0), "r", encoding="utf-8")
channel = os.fdopen(os.dup(1), "w", encoding="utf-8")
home = os.getcwd()
default_recursion = sys.getrecursionlimit()
default_digits = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else None
compiled = {}


def encode(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def compile_file(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    try:
        compiled[path] = compile(source, "main.py", "exec")
        return "ok"
    except SyntaxError:
        return "error " + encode(traceback.format_exc(limit=0))


def attach(path, fd, mode):
    # A program's open(0) closes fd 0 when it is collected: then os.open may return fd itself.
    handle = os.open(path, mode, 0o644)
    if handle != fd:
        os.dup2(handle, fd)
        os.close(handle)


def run(path, stdin, stdout, stderr):
    if path not in compiled:
        result = compile_file(path)
        if result != "ok":
            return 1
    attach(stdin, 0, os.O_RDONLY)
    attach(stdout, 1, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    attach(stderr, 2, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    sys.stdin = io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)), encoding="utf-8")
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(io.FileIO(1, "w", closefd=False)), encoding="utf-8")
    sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), encoding="utf-8", write_through=True)
    namespace = {"__name__": "__main__", "__builtins__": builtins, "__file__": path}
    code = 0
    try:
        exec(compiled[path], namespace)
        # As the interpreter does at exit: wait for the threads the solution started.
        for thread in threading.enumerate():
            if thread is not threading.main_thread() and not thread.daemon:
                thread.join()
    except SystemExit as exit:
        if exit.code is None:
            code = 0
        elif isinstance(exit.code, int):
            code = exit.code
        else:
            print(exit.code, file=sys.stderr)
            code = 1
    except BaseException:
        traceback.print_exc()
        code = 1
    finally:
        # Files the solution left open are flushed and closed, as they would be at exit.
        namespace.clear()
        gc.collect()
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
        sys.stdin, sys.stdout, sys.stderr = sys.__stdin__, sys.__stdout__, sys.__stderr__
        sys.setrecursionlimit(default_recursion)
        if default_digits is not None:
            sys.set_int_max_str_digits(default_digits)
        threading.stack_size(0)
        os.chdir(home)
    return code


channel.write("ready\n")
channel.flush()
for line in commands:
    parts = line.rstrip("\n").split("\t")
    if parts[0] == "compile":
        answer = compile_file(parts[1])
    elif parts[0] == "run":
        answer = "exit " + str(run(*parts[1:5]))
    else:
        answer = "error " + encode("unknown command " + parts[0])
    channel.write(answer + "\n")
    channel.flush()
