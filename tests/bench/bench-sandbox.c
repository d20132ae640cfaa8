/* bench-sandbox.c — what confinement costs (issue 62: under 10 ms a start,
 * so a class of 200 grades as fast as before): side by side in one run,
 *
 *   start          /usr/bin/true started and ended, confined and unconfined
 *                  (the time from qd_program_start to its end, reaped);
 *   start+files    the grader's way: an input put into its scratch folder
 *                  before it starts and a file read back after (confined:
 *                  bubblewrap held on --block-fd while the files go in);
 *   move           a persistent agent (a shell loop answering `move 1`),
 *                  the time of a move from the position sent to the move
 *                  read, confined and unconfined.
 *
 * Each figure is the median of its runs, the interleaved runs of both
 * modes alternating so that the machine's load weighs on both alike; the
 * ratio is confined / unconfined.  Usage: bench-sandbox [STARTS [MOVES]]
 * (default 200 and 2,000). */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/qd-agent.h"
#include "core/qd-program.h"

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *times)
{
  g_array_sort (times, compare);
  return times->len > 0 ? g_array_index (times, double, times->len / 2) : 0;
}

/* One start of `true` (with an input and a file read back when `files`):
 * its milliseconds. */
static double
one_start (QdProgramSandbox sandbox, gboolean files, const char *input)
{
  const char *argv[] = { "/usr/bin/true", NULL };
  g_autoptr(QdProgram) program = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) out = NULL;
  QdProgramOptions options;
  gint64 start = g_get_monotonic_time ();

  qd_program_options_init (&options);
  options.folder = "/usr";
  options.sandbox = sandbox;
  program = qd_program_new (&options, &error);
  if (program != NULL && files)
    {
      qd_program_add_input (program, "input.txt", input, &error);
      qd_program_keep_scratch (program);
    }
  if (program == NULL || !qd_program_launch (program, argv, &error))
    {
      g_printerr ("bench-sandbox: %s\n", error->message);
      exit (1);
    }
  qd_program_close_input (program);
  qd_program_read_all (program, g_get_monotonic_time () + 10 * G_USEC_PER_SEC, NULL, 1024, &out);
  qd_program_end (program, 1000);
  if (files)
    {
      g_autoptr(GBytes) back = qd_program_read_file (program, "input.txt", 1 << 20, NULL);

      if (back == NULL)
        {
          g_printerr ("bench-sandbox: the input did not read back\n");
          exit (1);
        }
    }
  g_clear_pointer (&program, qd_program_free);
  return (g_get_monotonic_time () - start) / 1000.0;
}

static QdAgent *
shell_agent (QdProgramSandbox sandbox)
{
  const char *script = "while read l; do case $l in quandary*) echo ready;; go*) echo move 1;; esac; done";
  const char *argv[] = { "/bin/sh", "-c", script, NULL };
  QdAgentConfig config = { .argv = (char **) argv, .folder = (char *) "/usr", .move_ms = 10000,
                           .sandbox = sandbox };

  return qd_agent_new (&config);
}

int
main (int argc, char **argv)
{
  guint starts = argc > 1 ? (guint) atoi (argv[1]) : 200;
  guint moves = argc > 2 ? (guint) atoi (argv[2]) : 2000;
  const char *names[2] = { "confined", "unconfined" };
  const QdProgramSandbox modes[2] = { QD_PROGRAM_SANDBOX_ON, QD_PROGRAM_SANDBOX_OFF };
  g_autofree char *folder = g_dir_make_tmp ("quandary-bench-sandbox-XXXXXX", NULL);
  g_autofree char *input = g_build_filename (folder, "input.txt", NULL);
  g_autoptr(GString) big = g_string_new (NULL);
  g_autofree char *why = NULL;
  double start_ms[2], files_ms[2], move_ms[2];

  if (!qd_program_sandbox_available (&why))
    {
      g_printerr ("bench-sandbox: %s\n", why);
      return 1;
    }
  /* A grader's input: a puzzle of some kilobytes. */
  for (guint i = 0; i < 200; i++)
    g_string_append (big, ".  .  S  .  .  .  W  .  .  .  .  .  .  .  .  .  .  .  .  .\n");
  g_file_set_contents (input, big->str, -1, NULL);
  for (guint kind = 0; kind < 2; kind++)
    {
      GArray *t[2] = { g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };

      for (guint i = 0; i < starts; i++)
        for (guint m = 0; m < 2; m++)
          {
            double ms = one_start (modes[(i + m) % 2], kind == 1, input);

            g_array_append_val (t[(i + m) % 2], ms);
          }
      for (guint m = 0; m < 2; m++)
        {
          (kind == 0 ? start_ms : files_ms)[m] = median (t[m]);
          g_array_unref (t[m]);
        }
    }
  {
    QdAgent *agents[2] = { shell_agent (modes[0]), shell_agent (modes[1]) };
    GArray *t[2] = { g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };
    const char *none[] = { NULL };

    for (guint i = 0; i < moves + 2; i++)
      for (guint m = 0; m < 2; m++)
        {
          g_autofree char *move = NULL;
          g_autoptr(GError) error = NULL;
          double ms;

          if (!qd_agent_play (agents[m], "kcell", "cells 7\nstones 2\n", none, NULL, NULL, NULL, &move, &error))
            {
              g_printerr ("bench-sandbox: %s\n", error->message);
              return 1;
            }
          ms = qd_agent_get_last_move_us (agents[m]) / 1000.0;
          if (i >= 2)   /* the first moves start the program */
            g_array_append_val (t[m], ms);
        }
    for (guint m = 0; m < 2; m++)
      {
        move_ms[m] = median (t[m]);
        g_array_unref (t[m]);
        qd_agent_free (agents[m]);
      }
  }
  printf ("what          %12s %12s   ratio   (medians; %u starts, %u moves each)\n", names[0], names[1], starts, moves);
  printf ("start         %9.2f ms %9.2f ms   %5.2f\n", start_ms[0], start_ms[1], start_ms[0] / start_ms[1]);
  printf ("start+files   %9.2f ms %9.2f ms   %5.2f\n", files_ms[0], files_ms[1], files_ms[0] / files_ms[1]);
  printf ("move          %9.3f ms %9.3f ms   %5.2f\n", move_ms[0], move_ms[1], move_ms[0] / move_ms[1]);
  printf ("confinement: %+.2f ms a start, %+.2f ms a grader's start, %+.3f ms a move (goal: under 10 ms a start)\n",
          start_ms[0] - start_ms[1], files_ms[0] - files_ms[1], move_ms[0] - move_ms[1]);
  g_unlink (input);
  g_rmdir (folder);
  return 0;
}
