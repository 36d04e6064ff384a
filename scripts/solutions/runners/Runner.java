import java.io.*;
import java.lang.reflect.*;
import java.net.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import javax.tools.*;

/**
 * One JVM that compiles and runs many solutions for `npm run check:solutions`
 * (scripts/solutions/javaRunner.ts): a JVM start and a javac start cost far more than a small
 * solution's whole run.
 *
 * Once started it says "ready"; then commands come one per line on stdin, answers one per line on the stdout this class found at
 * start (kept before any run replaces System.out):
 *   compile <dir>                  compiles <dir>/Main.java into <dir>/classes → "ok" | "error <base64 message>"
 *   run <classes> <in> <out> <err> runs Main once → "exit <code>"
 *
 * Each run loads Main in a new class loader, so static fields start fresh as in a new JVM; its
 * parent is the platform loader, so a solution never sees this class. System.in/out/err are
 * files the caller chose. The caller starts this JVM in the folder a run's files live in (file
 * I/O problems) and gives it one command at a time. A solution that calls System.exit, halt or
 * reads FileDescriptor.in/out is never sent here (javaRunner.ts runs it in its own JVM). Any run
 * that outlives the caller's time limit ends with this JVM.
 */
public class Runner {
  private static final long STACK_BYTES = 64L << 20; // what `java -Xss64m` gives a solution

  public static void main(String[] args) throws Exception {
    PrintStream channel = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
    BufferedReader commands =
        new BufferedReader(new InputStreamReader(new FileInputStream(FileDescriptor.in), StandardCharsets.UTF_8));
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    channel.println("ready");
    String line;
    while ((line = commands.readLine()) != null) {
      String[] parts = line.split("\t");
      if (parts[0].equals("compile")) channel.println(compile(compiler, Paths.get(parts[1])));
      else if (parts[0].equals("run")) channel.println("exit " + run(parts[1], parts[2], parts[3], parts[4]));
      else channel.println("error " + encode("unknown command " + parts[0]));
    }
  }

  private static String encode(String text) {
    return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
  }

  private static String compile(JavaCompiler compiler, Path dir) throws IOException {
    Path classes = dir.resolve("classes");
    Files.createDirectories(classes);
    StringWriter messages = new StringWriter();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
      boolean ok =
          compiler
              .getTask(
                  messages,
                  files,
                  null,
                  Arrays.asList("-encoding", "UTF-8", "-d", classes.toString()),
                  null,
                  files.getJavaFileObjects(dir.resolve("Main.java").toFile()))
              .call();
      return ok ? "ok" : "error " + encode(messages.toString());
    }
  }

  private static int run(String classes, String in, String out, String err) throws Exception {
    PrintStream realOut = System.out;
    PrintStream realErr = System.err;
    InputStream realIn = System.in;
    int[] code = {0};
    try (InputStream input = new BufferedInputStream(new FileInputStream(in));
        PrintStream output = new PrintStream(new FileOutputStream(out), false, "UTF-8");
        PrintStream errors = new PrintStream(new FileOutputStream(err), true, "UTF-8");
        URLClassLoader loader =
            new URLClassLoader(new URL[] {Paths.get(classes).toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
      System.setIn(input);
      System.setOut(output);
      System.setErr(errors);
      // The solution's threads share a group: the run ends when the last of them ends, as a JVM
      // waits for its non-daemon threads (a solution may do its work in a thread with a big stack).
      ThreadGroup group = new ThreadGroup("solution");
      Thread main =
          new Thread(
              group,
              () -> {
                try {
                  Method entry = loader.loadClass("Main").getMethod("main", String[].class);
                  entry.invoke(null, (Object) new String[0]);
                } catch (InvocationTargetException e) {
                  e.getCause().printStackTrace();
                  code[0] = 1;
                } catch (Throwable e) {
                  e.printStackTrace();
                  code[0] = 1;
                }
              },
              "main",
              STACK_BYTES);
      main.setContextClassLoader(loader);
      main.start();
      main.join();
      waitForThreads(group);
      System.out.flush();
    } finally {
      System.setIn(realIn);
      System.setOut(realOut);
      System.setErr(realErr);
    }
    return code[0];
  }

  private static void waitForThreads(ThreadGroup group) throws InterruptedException {
    while (true) {
      Thread[] threads = new Thread[group.activeCount() + 4];
      int count = group.enumerate(threads, true);
      boolean waited = false;
      for (int i = 0; i < count; i++) {
        if (!threads[i].isDaemon() && threads[i].isAlive()) {
          threads[i].join();
          waited = true;
        }
      }
      if (!waited) return;
    }
  }
}
