/* bench-hidden.c — forward-backward smoothing (issue 95) on a random HMM of
 * N states and M observation symbols over T steps (default 100, 10 and
 * 1,000,000: the figure), the observations sampled from the model
 * itself, side by side with pomegranate's forward_backward (Debian's
 * python3-pomegranate, bench-hidden-pomegranate.py) in one run: the time
 * of each, their ratio, and whether the log-likelihoods agree to 1e-9
 * (relative) and the posteriors of the first and last 1,000 steps to 1e-9;
 * then Viterbi the same way (the best path's joint log-probability, and at
 * how many steps the two paths differ).
 *
 *     bench-hidden [N M T [SEED]]
 *
 * The model is given as pomegranate takes it: P(X_1) as its starts (the
 * engine's start_is_first), no end state.  Written for the peer into a
 * folder of the system's temporary files as raw doubles: prior.f64,
 * transition.f64 (N × N), sensor.f64 (N × M), evidence.u32 (T),
 * ours-head.f64 and ours-tail.f64 (the posteriors of the first and last
 * rows).  No timing is asserted: the table is the result. */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-hidden.h"
#include "core/qd-random.h"

#define EDGE 1000

static void
save (const char *dir, const char *name, const void *data, gsize size)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, data, (gssize) size, &error))
    {
      fprintf (stderr, "bench-hidden: %s\n", error->message);
      exit (1);
    }
}

static void
normalise (double *row, guint n)
{
  double sum = 0;

  for (guint i = 0; i < n; i++)
    sum += row[i];
  for (guint i = 0; i < n; i++)
    row[i] /= sum;
}

static guint
draw (guint64 *rng, const double *row, guint n)
{
  double u = qd_random_double (rng), run = 0;

  for (guint i = 0; i < n; i++)
    if (u < (run += row[i]))
      return i;
  return n - 1;
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 100, m = argc > 2 ? (guint) atoi (argv[2]) : 10;
  gsize T = argc > 3 ? (gsize) atoll (argv[3]) : 1000000;
  guint64 rng = argc > 4 ? (guint64) atoll (argv[4]) : 95;
  g_autofree double *prior = g_new (double, n), *a = g_new (double, (gsize) n * n), *b = g_new (double, (gsize) n * m);
  g_autofree guint *evidence = NULL;
  g_autofree double *belief = NULL;
  g_autofree char *dir = NULL, *command = NULL, *script = NULL;
  g_autoptr(QdHidden) model = NULL;
  g_autoptr(GError) error = NULL;
  QdHiddenRun run = { 0 };
  gint64 start;
  double ours, theirs = NAN, their_ll = NAN, head = NAN, tail = NAN;
  double ll, viterbi = 0, viterbi_joint = NAN, their_viterbi = NAN, their_joint = NAN, path_differs = NAN;
  guint state;
  FILE *peer;
  char line[256];

  if (n == 0 || m == 0 || T < 2 * EDGE)
    {
      fprintf (stderr, "usage: bench-hidden [N M T [SEED]] (T at least %d)\n", 2 * EDGE);
      return 2;
    }
  for (guint i = 0; i < n; i++)
    prior[i] = qd_random_double (&rng) + 0.01;
  normalise (prior, n);
  for (guint i = 0; i < n; i++)
    {
      for (guint j = 0; j < n; j++)
        a[(gsize) i * n + j] = qd_random_double (&rng) + 0.01;
      normalise (a + (gsize) i * n, n);
      for (guint e = 0; e < m; e++)
        b[(gsize) i * m + e] = qd_random_double (&rng) + 0.01;
      normalise (b + (gsize) i * m, m);
    }
  model = qd_hidden_new (n, m, &error);
  if (model == NULL)
    {
      fprintf (stderr, "bench-hidden: %s\n", error->message);
      return 1;
    }
  model->start_is_first = TRUE;
  memcpy (model->prior, prior, sizeof (double) * n);
  memcpy (model->sensor, b, sizeof (double) * n * m);
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      qd_hidden_add_transition (model, i, j, a[(gsize) i * n + j]);
  if (!qd_hidden_finish (model, NULL, &error))
    {
      fprintf (stderr, "bench-hidden: %s\n", error->message);
      return 1;
    }
  evidence = g_new (guint, T);
  state = draw (&rng, prior, n);
  for (gsize t = 0; t < T; t++)
    {
      if (t > 0)
        state = draw (&rng, a + (gsize) state * n, n);
      evidence[t] = draw (&rng, b + (gsize) state * m, m);
    }

  belief = g_new (double, T * n);
  start = g_get_monotonic_time ();
  if (qd_hidden_smooth (model, evidence, T, belief, &run) != QD_HIDDEN_OK)
    {
      fprintf (stderr, "bench-hidden: the sampled evidence was found impossible\n");
      return 1;
    }
  ours = (g_get_monotonic_time () - start) / 1e6;
  ll = run.log_likelihood;
  printf ("forward-backward, %u states, %u symbols, %" G_GSIZE_FORMAT " steps\n", n, m, T);
  printf ("  quandary     %9.3f s   log-likelihood %.12g\n", ours, run.log_likelihood);
  fflush (stdout);

  dir = g_dir_make_tmp ("bench-hidden-XXXXXX", &error);
  if (dir == NULL)
    {
      fprintf (stderr, "bench-hidden: %s\n", error->message);
      return 1;
    }
  save (dir, "prior.f64", prior, sizeof (double) * n);
  save (dir, "transition.f64", a, sizeof (double) * n * n);
  save (dir, "sensor.f64", b, sizeof (double) * n * m);
  save (dir, "evidence.u32", evidence, sizeof (guint) * T);
  save (dir, "ours-head.f64", belief, sizeof (double) * EDGE * n);
  save (dir, "ours-tail.f64", belief + (T - EDGE) * n, sizeof (double) * EDGE * n);
  g_clear_pointer (&belief, g_free);

  /* Viterbi: the book's message m_1:T times P(e_1) is the best path's joint
   * P(x_1:T, e_1:T), which pomegranate reports. */
  {
    g_autofree guint *path = g_new (guint, T);
    QdHiddenRun first = { 0 };
    double one[1024];

    start = g_get_monotonic_time ();
    if (qd_hidden_viterbi (model, evidence, T, path, NULL, &run) != QD_HIDDEN_OK)
      return 1;
    viterbi = (g_get_monotonic_time () - start) / 1e6;
    if (n <= G_N_ELEMENTS (one))
      qd_hidden_filter (model, evidence, 1, one, &first);
    viterbi_joint = run.log_likelihood + first.log_likelihood;
    printf ("Viterbi\n  quandary     %9.3f s   log P(path, e) %.12g\n", viterbi, viterbi_joint);
    fflush (stdout);
    save (dir, "ours-path.u32", path, sizeof (guint) * T);
  }

  script = g_build_filename (g_getenv ("QD_BENCH_DIR") ? g_getenv ("QD_BENCH_DIR") : ".",
                             "bench-hidden-pomegranate.py", NULL);
  command = g_strdup_printf ("/usr/bin/python3 '%s' '%s' %u %u %" G_GSIZE_FORMAT, script, dir, n, m, T);
  peer = popen (command, "r");
  while (peer != NULL && fgets (line, sizeof line, peer) != NULL)
    {
      if (sscanf (line, "seconds %lf", &theirs) == 1 || sscanf (line, "log-likelihood %lf", &their_ll) == 1 ||
          sscanf (line, "head %lf", &head) == 1 || sscanf (line, "tail %lf", &tail) == 1 ||
          sscanf (line, "viterbi-seconds %lf", &their_viterbi) == 1 ||
          sscanf (line, "viterbi-log-probability %lf", &their_joint) == 1 ||
          sscanf (line, "path-differs %lf", &path_differs) == 1)
        continue;
      printf ("  pomegranate: %s", line);
    }
  if (peer != NULL)
    pclose (peer);
  if (isnan (theirs))
    printf ("  pomegranate  not run (apt-get install python3-pomegranate)\n");
  else
    {
      printf ("  pomegranate  %9.3f s   log-likelihood %.12g\n", theirs, their_ll);
      printf ("  ratio        %9.1f x   log-likelihoods %s (relative %.2g); posteriors of the first and last %d "
              "steps differ by at most %.2g and %.2g\n", theirs / ours,
              fabs (their_ll - ll) <= 1e-9 * fabs (ll) ? "agree" : "DIFFER",
              fabs (their_ll - ll) / fabs (ll), EDGE, head, tail);
      printf ("Viterbi, pomegranate\n  pomegranate  %9.3f s   log P(path, e) %.12g\n", their_viterbi, their_joint);
      printf ("  ratio        %9.1f x   log-probabilities %s (relative %.2g); paths differ at %.0f steps\n",
              their_viterbi / viterbi,
              fabs (their_joint - viterbi_joint) <= 1e-9 * fabs (viterbi_joint) ? "agree" : "DIFFER",
              fabs (their_joint - viterbi_joint) / fabs (viterbi_joint), path_differs);
    }
  {
    const char *names[] = { "prior.f64", "transition.f64", "sensor.f64", "evidence.u32", "ours-head.f64",
                            "ours-tail.f64", "ours-path.u32" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *path = g_build_filename (dir, names[i], NULL);

        g_unlink (path);
      }
    g_rmdir (dir);
  }
  return 0;
}
