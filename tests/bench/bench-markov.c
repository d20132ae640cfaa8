/* bench-markov.c — value iteration on a 1,000 × 1,000 grid world, 100 sweeps
 * (issue 93), side by side with NumPy in one run (bench-markov-numpy.py, the
 * same grid from files): both times, their ratio, and the largest
 * difference between the two results (they compute the same sweeps).
 *
 *   bench-markov PYTHON PEER-SCRIPT [SIDE [SWEEPS]]
 *
 * The grid: walls on 1 cell in 8 (seeded), 200 exits valued in [-10, 10],
 * living reward -0.04, noise 0.2, γ 0.99.  A release build is the one to
 * measure (meson setup -Dbuildtype=release). */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "core/qd-markov-grid.h"

static gboolean
save (const char *dir, const char *name, const void *data, gsize size)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_set_contents (path, data, (gssize) size, NULL);
}

int
main (int argc, char **argv)
{
  guint side = argc > 3 ? (guint) g_ascii_strtoull (argv[3], NULL, 10) : 1000;
  guint sweeps = argc > 4 ? (guint) g_ascii_strtoull (argv[4], NULL, 10) : 100;
  const double gamma = 0.99, noise = 0.2;
  g_autoptr(QdMarkovGrid) grid = NULL;
  g_autofree double *v = NULL, *out = NULL;
  g_autofree char *dir = NULL, *stdout_text = NULL;
  g_autoptr(GError) error = NULL;
  GRand *rand = g_rand_new_with_seed (93);
  gsize n;
  gint64 t0;
  double ours, residual = 0, theirs = -1, difference = -1;
  gint status = 0;

  if (argc < 3 || side == 0 || sweeps == 0)
    {
      g_printerr ("usage: bench-markov PYTHON PEER-SCRIPT [SIDE [SWEEPS]]\n");
      return 2;
    }
  grid = qd_markov_grid_new (side, side, noise);
  n = (gsize) side * side;
  for (gsize c = 0; c < n; c++)
    {
      grid->cell[c] = g_rand_int_range (rand, 0, 8) == 0 ? QD_MARKOV_CELL_WALL : QD_MARKOV_CELL_OPEN;
      grid->value[c] = -0.04;
    }
  for (guint e = 0; e < 200; e++)
    {
      gsize c = (gsize) g_rand_int_range (rand, 0, (gint32) n);

      grid->cell[c] = QD_MARKOV_CELL_EXIT;
      grid->value[c] = g_rand_double_range (rand, -10, 10);
    }
  g_rand_free (rand);
  qd_markov_grid_finish (grid);
  v = g_new0 (double, n);
  out = g_new0 (double, n);

  t0 = g_get_monotonic_time ();
  for (guint k = 0; k < sweeps; k++)
    {
      double *t;

      residual = qd_markov_grid_sweep (grid, gamma, v, out);
      t = v, v = out, out = t;
    }
  ours = (double) (g_get_monotonic_time () - t0) / 1e6;

  dir = g_dir_make_tmp ("bench-markov-XXXXXX", &error);
  g_assert_no_error (error);
  if (save (dir, "cells.u8", grid->cell, n) && save (dir, "values.f64", grid->value, n * sizeof (double)) &&
      save (dir, "ours.f64", v, n * sizeof (double)))
    {
      g_autofree char *w = g_strdup_printf ("%u", side);
      g_autofree char *g = g_strdup_printf ("%.17g", gamma);
      g_autofree char *no = g_strdup_printf ("%.17g", noise);
      g_autofree char *k = g_strdup_printf ("%u", sweeps);
      const char *args[] = { argv[1], argv[2], dir, w, w, g, no, k, NULL };

      if (g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_DEFAULT, NULL, NULL, &stdout_text, NULL, &status,
                        &error))
        {
          const char *at = strstr (stdout_text, "seconds ");
          const char *diff = strstr (stdout_text, "max-difference ");

          if (at != NULL)
            theirs = g_ascii_strtod (at + 8, NULL);
          if (diff != NULL)
            difference = g_ascii_strtod (diff + 15, NULL);
        }
    }
  for (const char *const *f = (const char *const[]) { "cells.u8", "values.f64", "ours.f64", NULL }; *f; f++)
    {
      g_autofree char *path = g_build_filename (dir, *f, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);

  g_print ("value iteration, %u x %u grid (%zu cells), %u sweeps, gamma %.2f, noise %.1f\n", side, side, n, sweeps,
           gamma, noise);
  g_print ("  Quandary (core/qd-markov-grid stencil)   %8.3f s   %6.2f ms a sweep   residual %.3g\n", ours,
           ours * 1e3 / sweeps, residual);
  if (theirs > 0)
    {
      g_print ("  NumPy (bench-markov-numpy.py)            %8.3f s   %6.2f ms a sweep\n", theirs, theirs * 1e3 / sweeps);
      g_print ("  ratio                                 %8.1f x faster (issue 93 asks at least 5)\n", theirs / ours);
      g_print ("  largest difference between the two    %8.3g\n", difference);
      return difference >= 0 && difference < 1e-6 ? 0 : 1;
    }
  g_print ("  NumPy: %s\n", stdout_text != NULL && *stdout_text ? g_strstrip (stdout_text)
                                                               : error != NULL ? error->message : "no figure");
  return 0;
}
