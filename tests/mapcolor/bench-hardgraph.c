/* bench-hardgraph.c — best against a SAT solver on hard general graphs
 * (issue 15: users paste any graph into the map editor; issue 36: the
 * DIMACS benchmarks).
 *
 * First the synthetic graphs, built here deterministically from their seeds:
 *   - synth-gnp-N-P: G(n, p), every pair an edge with probability p;
 *   - synth-planted-N-K: a hidden colouring of K equal classes, each pair of
 *     regions of different classes an edge with probability p (equipartite,
 *     as Culberson's generator makes them);
 *   - synth-leighton-N-K: Leighton's construction, in spirit (not the DIMACS
 *     le450 files): a hidden colouring of K equal classes and cliques whose
 *     regions lie in distinct classes, some of K regions (so K colours are
 *     needed) and the rest of random sizes 2 .. K, until the graph has the
 *     edges asked for;
 *   - synth-queenN: the N × N queens graph (squares a queen's move apart).
 * Then the real instances, every data/dimacs/NAME.col (DIMACS_DIR, set by
 * meson) at K = χ (its SOURCES.md gives χ), and the Leighton graphs
 * le450_25c/d at K = 26 too (the literature's best heuristics reach 26).
 * Each is coloured by best in-process (time limit 60 s), then, never beside
 * it, by CaDiCaL on the CNF best's own qd_map_to_dimacs writes
 * (`cadical -q -n -t 60`), its answer read from the exit status (10
 * satisfiable, 20 unsatisfiable).  Without cadical on the PATH the bench
 * says so and prints best's figures alone.  Then, on a graph best cannot
 * finish, how long best takes to end after a time limit of 2 s and after
 * the stop flag is raised from another thread.
 *
 * `bench-hardgraph NAME…` runs only the graphs named (a synthetic name, a
 * DIMACS file's name without .col; `synth` or `dimacs` for either group).
 * Quote figures from a -Dbuildtype=release build. */
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/qd-random.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"

#define LIMIT_S 60
/* best's --threads in every row (issue 36: on 2 cores). */
#define THREADS 2

typedef enum { GNP, PLANTED, LEIGHTON, QUEENS } Kind;

typedef struct {
  const char *name;
  Kind kind;
  guint n;            /* regions (queens: the board's side) */
  guint k;            /* hidden classes (planted, leighton) */
  double p;           /* edge probability (gnp, planted) */
  guint edges;        /* edges asked for (leighton) */
  guint64 seed;
  guint colors;       /* K of the run */
  guint chi;          /* the chromatic number, 0: not known */
} Instance;

/* Chromatic numbers: queen6 7, queen7 7, queen8 9, queen9 10, queen10 11
 * (known); the Leighton-like graphs have K-cliques and their hidden
 * K-colouring; the planted ones their K-colouring by construction (χ ≤ K);
 * the random graphs' K is one best reaches.  The first nine CaDiCaL answers
 * within its minute; the others are where it runs out of it (best answers
 * each in a few seconds at most).  Graphs where both ran out, left out:
 * queen11 with 11 colours (now the DIMACS queen11_11 below), Leighton 450 /
 * 25 colours / 16,858 edges (best 31 s), Leighton 450 / 15 / 12,000 edges. */
static const Instance instances[] = {
  { "synth-leighton-450-5", LEIGHTON, 450, 5, 0, 5700, 11, 5, 5 },
  { "synth-leighton-450-15a", LEIGHTON, 450, 15, 0, 8200, 11, 15, 15 },
  { "synth-leighton-450-15b", LEIGHTON, 450, 15, 0, 8200, 12, 15, 15 },
  { "synth-planted-300-10", PLANTED, 300, 10, 0.35, 0, 5, 10, 0 },
  { "synth-queen8", QUEENS, 8, 0, 0, 0, 0, 9, 9 },
  { "synth-queen9", QUEENS, 9, 0, 0, 0, 0, 10, 10 },
  /* Below the chromatic number: no colouring, to prove. */
  { "synth-queen7-6", QUEENS, 7, 0, 0, 0, 0, 6, 7 },
  { "synth-queen6-6", QUEENS, 6, 0, 0, 0, 0, 6, 7 },
  { "synth-gnp-50-0.5", GNP, 50, 0, 0.5, 0, 9, 7, 0 },
  /* CaDiCaL's minute runs out. */
  { "synth-leighton-450-15c", LEIGHTON, 450, 15, 0, 16700, 2, 15, 15 },
  { "synth-gnp-125-0.5", GNP, 125, 0, 0.5, 0, 14, 18, 0 },
  { "synth-gnp-450-0.17", GNP, 450, 0, 0.17, 0, 7, 18, 0 },
  { "synth-queen10", QUEENS, 10, 0, 0, 0, 0, 11, 11 },
  { "synth-queen8-8", QUEENS, 8, 0, 0, 0, 0, 8, 9 },
  { "synth-gnp-60-0.5", GNP, 60, 0, 0.5, 0, 8, 10, 0 },
};

/* The DIMACS graphs also run at K = χ + 1: where the best heuristics of the
 * literature stop. */
static const char *const above_chi[] = { "le450_25c", "le450_25d" };
/* ... and at K = χ - 1, a proof to find: the queens graphs (qd-mapcolor-exact.c). */
static const char *const below_chi[] = { "queen5_5", "queen6_6", "queen8_8", "queen9_9", "queen10_10", "queen11_11" };

static void
add_edge (GArray *edges, guint a, guint b)
{
  g_array_append_val (edges, a);
  g_array_append_val (edges, b);
}

/* n regions dealt into k equal classes at random. */
static guint *
hidden_classes (guint n, guint k, guint64 *rng)
{
  guint *klass = g_new (guint, n);

  for (guint v = 0; v < n; v++)
    klass[v] = v % k;
  qd_random_shuffle (rng, klass, n);
  return klass;
}

static QdMap *
build (const Instance *in)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
  guint64 rng = qd_random_mix (in->seed);
  guint n = in->kind == QUEENS ? in->n * in->n : in->n;

  switch (in->kind)
    {
    case GNP:
      for (guint a = 0; a < n; a++)
        for (guint b = a + 1; b < n; b++)
          if (qd_random_double (&rng) < in->p)
            add_edge (edges, a, b);
      break;
    case PLANTED:
      {
        g_autofree guint *klass = hidden_classes (n, in->k, &rng);

        for (guint a = 0; a < n; a++)
          for (guint b = a + 1; b < n; b++)
            if (klass[a] != klass[b] && qd_random_double (&rng) < in->p)
              add_edge (edges, a, b);
      }
      break;
    case LEIGHTON:
      {
        g_autofree guint *klass = hidden_classes (n, in->k, &rng);
        g_autofree guint *members = g_new (guint, n);   /* regions by class */
        g_autofree guint *start = g_new0 (guint, in->k + 1);
        g_autofree guint *colours = g_new (guint, in->k);
        g_autofree guint *clique = g_new (guint, in->k);
        g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
        guint full = n / in->k / 2;   /* cliques of K regions */
        g_autofree guint *fill = NULL;

        for (guint v = 0; v < n; v++)
          start[klass[v] + 1]++;
        for (guint c = 0; c < in->k; c++)
          start[c + 1] += start[c];
        fill = g_memdup2 (start, sizeof (guint) * in->k);
        for (guint v = 0; v < n; v++)
          members[fill[klass[v]]++] = v;
        for (guint c = 0; c < in->k; c++)
          colours[c] = c;
        for (guint made = 0; g_hash_table_size (seen) < in->edges; made++)
          {
            guint size = made < full ? in->k : 2 + qd_random_below (&rng, in->k - 1);

            /* `size` distinct classes, a region of each. */
            qd_random_shuffle (&rng, colours, in->k);
            for (guint i = 0; i < size; i++)
              {
                guint c = colours[i];

                clique[i] = members[start[c] + qd_random_below (&rng, start[c + 1] - start[c])];
              }
            for (guint i = 0; i < size; i++)
              for (guint j = i + 1; j < size; j++)
                {
                  guint a = MIN (clique[i], clique[j]), b = MAX (clique[i], clique[j]);
                  gpointer key = GUINT_TO_POINTER (a * n + b + 1);

                  if (!g_hash_table_contains (seen, key))
                    {
                      g_hash_table_add (seen, key);
                      add_edge (edges, a, b);
                    }
                }
          }
      }
      break;
    case QUEENS:
      for (guint a = 0; a < n; a++)
        for (guint b = a + 1; b < n; b++)
          {
            gint ra = a / in->n, ca = a % in->n, rb = b / in->n, cb = b % in->n;

            if (ra == rb || ca == cb || ABS (ra - rb) == ABS (ca - cb))
              add_edge (edges, a, b);
          }
      break;
    }
  return qd_map_new_from_edges (n, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
}

static const char *
short_status (QdMapcolorStatus status)
{
  switch (status)
    {
    case QD_MAPCOLOR_SOLVED:
      return "SAT";
    case QD_MAPCOLOR_NO_SOLUTION:
      return "UNSAT";
    default:
      return "timeout";
    }
}

/* CaDiCaL on the CNF: "SAT", "UNSAT" or "timeout" (at the limit), and its
 * wall-clock time. */
static const char *
run_cadical (const char *cadical, const QdMap *map, guint colors, double *seconds)
{
  g_autofree char *cnf = qd_map_to_dimacs (map, colors);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *limit = g_strdup_printf ("%d", LIMIT_S);
  gint fd = g_file_open_tmp ("bench-hardgraph-XXXXXX.cnf", &path, &error);
  gint wait_status = 0;
  gint64 start;

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, cnf, -1, &error);
  g_assert_no_error (error);
  {
    const char *argv[] = { cadical, "-q", "-n", "-t", limit, path, NULL };

    start = g_get_monotonic_time ();
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                  NULL, NULL, NULL, NULL, &wait_status, &error);
    *seconds = (g_get_monotonic_time () - start) / 1e6;
  }
  g_unlink (path);
  if (error != NULL)
    return "error";
  if (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 10)
    return "SAT";
  if (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 20)
    return "UNSAT";
  return "timeout";
}

typedef struct {
  const QdMap *map;
  gint *stop;
  gint64 raised;     /* when the flag went up */
} Stopper;

static gpointer
raise_stop (gpointer data)
{
  Stopper *s = data;

  g_usleep (G_USEC_PER_SEC);
  s->raised = g_get_monotonic_time ();
  g_atomic_int_set (s->stop, 1);
  return NULL;
}

/* How long best takes to end after its time limit and after Stop. */
static void
stop_figures (void)
{
  const Instance hard = { "synth-gnp-450-0.17 K=16", GNP, 450, 0, 0.17, 0, 7, 16, 0 };
  g_autoptr(QdMap) map = build (&hard);
  QdMapcolorSolveOptions o;
  gint stop = 0;
  Stopper stopper = { map, &stop, 0 };
  GThread *thread;

  qd_mapcolor_solve_options_init (&o);
  o.colors = hard.colors;
  o.seed = 1;
  o.time_limit_us = 2 * G_USEC_PER_SEC;
  {
    gint64 start = g_get_monotonic_time ();
    g_autoptr(QdMapcolorSolution) sol = qd_mapcolor_solve (map, &o);

    printf ("# %s, --time-limit 2: ended after %.3f s (%s)\n", hard.name,
            (g_get_monotonic_time () - start) / 1e6, qd_mapcolor_status_to_string (sol->status));
  }
  o.time_limit_us = 0;
  o.stop = &stop;
  thread = g_thread_new ("stop", raise_stop, &stopper);
  {
    g_autoptr(QdMapcolorSolution) sol = qd_mapcolor_solve (map, &o);
    gint64 end = g_get_monotonic_time ();

    g_thread_join (thread);
    printf ("# %s, stop flag raised after 1 s: ended %.1f ms after it (%s)\n", hard.name,
            (end - stopper.raised) / 1e3, qd_mapcolor_status_to_string (sol->status));
  }
}

typedef struct {
  const char *cadical;   /* NULL: not installed */
  double best_total, cadical_total;
  guint best_solved, cadical_solved, runs;
  /* The comparison: on the rows CaDiCaL answers, how many best
   * answers too and both solvers' times. */
  double best_on_cadicals, cadical_on_its;
  guint best_of_cadicals;
} Totals;

/* One row: best, then CaDiCaL on the same CNF; the two must agree where
 * both answered. */
static void
run_row (Totals *t, const char *name, const QdMap *map, guint colors, guint chi)
{
  g_autoptr(QdMapcolorSolution) sol = NULL;
  g_autofree char *chi_text = chi > 0 ? g_strdup_printf ("%u", chi) : g_strdup ("-");
  QdMapcolorSolveOptions o;
  const char *cad = "-";
  double cad_s = 0;

  qd_mapcolor_solve_options_init (&o);
  o.colors = colors;
  o.seed = 1;
  o.threads = THREADS;
  o.time_limit_us = LIMIT_S * G_USEC_PER_SEC;
  sol = qd_mapcolor_solve (map, &o);
  if (sol->status == QD_MAPCOLOR_SOLVED)
    g_assert_true (qd_map_colouring_valid (map, sol->colors, colors));
  if (chi > 0 && sol->status != QD_MAPCOLOR_CAPPED)
    g_assert_cmpint (sol->status, ==, colors >= chi ? QD_MAPCOLOR_SOLVED : QD_MAPCOLOR_NO_SOLUTION);
  if (t->cadical != NULL)
    cad = run_cadical (t->cadical, map, colors, &cad_s);
  if (sol->status != QD_MAPCOLOR_CAPPED && strcmp (cad, "SAT") == 0)
    g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_SOLVED);
  if (sol->status != QD_MAPCOLOR_CAPPED && strcmp (cad, "UNSAT") == 0)
    g_assert_cmpint (sol->status, ==, QD_MAPCOLOR_NO_SOLUTION);
  printf ("%-24s %5u %6u %3u %3s | %-7s %7.2f %12" G_GUINT64_FORMAT " | %-7s %7.2f\n", name, map->n_regions,
          map->n_edges, colors, chi_text, short_status (sol->status), sol->time_us / 1e6,
          (guint64) sol->assignments, cad, cad_s);
  fflush (stdout);
  t->runs++;
  t->best_total += sol->time_us / 1e6;
  t->best_solved += sol->status == QD_MAPCOLOR_SOLVED || sol->status == QD_MAPCOLOR_NO_SOLUTION;
  t->cadical_total += cad_s;
  if (strcmp (cad, "SAT") == 0 || strcmp (cad, "UNSAT") == 0)
    {
      t->cadical_solved++;
      t->cadical_on_its += cad_s;
      t->best_on_cadicals += sol->time_us / 1e6;
      t->best_of_cadicals += sol->status == QD_MAPCOLOR_SOLVED || sol->status == QD_MAPCOLOR_NO_SOLUTION;
    }
}

static gboolean
wanted (int argc, char **argv, const char *group, const char *name)
{
  gboolean yes = argc <= 1;

  for (gint a = 1; a < argc; a++)
    yes |= strcmp (argv[a], name) == 0 || strcmp (argv[a], group) == 0;
  return yes;
}

/* χ of a file of the folder, from the table of its SOURCES.md
 * ("| NAME.col | n | listed | edges | χ | sha256 |"), or 0. */
static guint
chi_of (const char *sources, const char *file)
{
  g_autofree char *needle = g_strdup_printf ("| %s |", file);
  const char *row = sources != NULL ? strstr (sources, needle) : NULL;
  g_auto(GStrv) cells = NULL;
  g_autofree char *line = NULL;

  if (row == NULL)
    return 0;
  line = g_strndup (row, strcspn (row, "\n"));
  cells = g_strsplit (line, "|", -1);
  return g_strv_length (cells) > 5 ? (guint) g_ascii_strtoull (g_strstrip (cells[5]), NULL, 10) : 0;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The real instances: every DIMACS_DIR/NAME.col, in name order. */
static void
dimacs_rows (Totals *t, int argc, char **argv)
{
  g_autoptr(GDir) dir = g_dir_open (DIMACS_DIR, 0, NULL);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *sources_path = g_build_filename (DIMACS_DIR, "SOURCES.md", NULL);
  g_autofree char *sources = NULL;
  const char *entry;

  if (dir == NULL)
    {
      printf ("# %s: no such folder, no DIMACS rows\n", DIMACS_DIR);
      return;
    }
  g_file_get_contents (sources_path, &sources, NULL, NULL);
  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".col"))
      g_ptr_array_add (files, g_strdup (entry));
  g_ptr_array_sort (files, compare_names);
  for (guint i = 0; i < files->len; i++)
    {
      const char *file = files->pdata[i];
      g_autofree char *name = g_strndup (file, strlen (file) - strlen (".col"));
      g_autofree char *path = g_build_filename (DIMACS_DIR, file, NULL);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(QdMap) map = NULL;
      guint chi = chi_of (sources, file);

      if (!wanted (argc, argv, "dimacs", name))
        continue;
      if (chi == 0)
        {
          printf ("# %s: no χ in SOURCES.md, skipped\n", file);
          continue;
        }
      g_file_get_contents (path, &text, NULL, &error);
      g_assert_no_error (error);
      map = qd_map_parse_dimacs (text, -1, NULL, &error);
      g_assert_no_error (error);
      run_row (t, name, map, chi, chi);
      for (guint j = 0; j < G_N_ELEMENTS (above_chi); j++)
        if (strcmp (above_chi[j], name) == 0)
          run_row (t, name, map, chi + 1, chi);
      for (guint j = 0; j < G_N_ELEMENTS (below_chi); j++)
        if (strcmp (below_chi[j], name) == 0)
          run_row (t, name, map, chi - 1, chi);
    }
}

/* The hard five (issue 36), seeds 1-3: colourings found and the median
 * time (a run out of time counts as the limit). */
static const struct {
  const char *name;
  guint colors;
} hard_five[] = {
  { "le450_15c", 15 }, { "le450_15d", 15 }, { "queen11_11", 11 }, { "le450_25c", 26 }, { "le450_25d", 26 },
};

static gint
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
hard_rows (int argc, char **argv)
{
  printf ("# the hard five, best --threads %d, seeds 1-3, %d s each\n", THREADS, LIMIT_S);
  for (guint i = 0; i < G_N_ELEMENTS (hard_five); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s.col", DIMACS_DIR, hard_five[i].name);
      g_autofree char *text = NULL;
      g_autoptr(QdMap) map = NULL;
      double seconds[3];
      guint solved = 0;

      if (!wanted (argc, argv, "hard", hard_five[i].name) || !g_file_get_contents (path, &text, NULL, NULL))
        continue;
      map = qd_map_parse_dimacs (text, -1, NULL, NULL);
      g_assert_nonnull (map);
      for (guint seed = 1; seed <= 3; seed++)
        {
          g_autoptr(QdMapcolorSolution) sol = NULL;
          QdMapcolorSolveOptions o;

          qd_mapcolor_solve_options_init (&o);
          o.colors = hard_five[i].colors;
          o.seed = seed;
          o.threads = THREADS;
          o.time_limit_us = LIMIT_S * G_USEC_PER_SEC;
          sol = qd_mapcolor_solve (map, &o);
          if (sol->status == QD_MAPCOLOR_SOLVED)
            g_assert_true (qd_map_colouring_valid (map, sol->colors, o.colors));
          solved += sol->status == QD_MAPCOLOR_SOLVED;
          seconds[seed - 1] = sol->status == QD_MAPCOLOR_SOLVED ? sol->time_us / 1e6 : LIMIT_S;
          printf ("#   %s K=%u seed %u: %s %.2f s, %" G_GUINT64_FORMAT " assignments\n", hard_five[i].name,
                  o.colors, seed, qd_mapcolor_status_to_string (sol->status), sol->time_us / 1e6,
                  sol->assignments);
          fflush (stdout);
        }
      qsort (seconds, 3, sizeof (double), compare_doubles);
      printf ("%-24s %5u %6u %3u | %u/3 median %.2f s\n", hard_five[i].name, map->n_regions, map->n_edges,
              hard_five[i].colors, solved, seconds[1]);
      fflush (stdout);
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *cadical = g_find_program_in_path ("cadical");
  Totals t = { cadical };

#ifdef __OPTIMIZE__
  printf ("# bench-hardgraph: optimised build; best (seed 1, --threads %d), then CaDiCaL, %d s each\n", THREADS,
          LIMIT_S);
#else
  printf ("# bench-hardgraph: NOT optimised (-O0): times are not representative; use -Dbuildtype=release\n");
#endif
  if (cadical == NULL)
    printf ("# cadical is not installed (not on the PATH): best's figures only\n");
  printf ("%-24s %5s %6s %3s %4s | %-7s %7s %12s | %-7s %7s\n", "graph", "n", "m", "K", "χ", "best", "s",
          "assignments", "cadical", "s");
  for (guint i = 0; i < G_N_ELEMENTS (instances); i++)
    {
      const Instance *in = &instances[i];
      g_autoptr(QdMap) map = NULL;

      if (!wanted (argc, argv, "synth", in->name))
        continue;
      map = build (in);
      run_row (&t, in->name, map, in->colors, in->chi);
    }
  dimacs_rows (&t, argc, argv);
  hard_rows (argc, argv);
  printf ("%-24s %5s %6s %3s %3s | %3u/%-3u %7.2f %12s | %3u/%-3u %7.2f\n", "total (answered)", "", "", "", "",
          t.best_solved, t.runs, t.best_total, "", t.cadical_solved, t.runs, t.cadical_total);
  if (t.cadical != NULL)
    printf ("on the %u rows CaDiCaL answers: best answers %u in %.2f s, CaDiCaL in %.2f s (%.1f times as long)\n",
            t.cadical_solved, t.best_of_cadicals, t.best_on_cadicals, t.cadical_on_its,
            t.best_on_cadicals > 0 ? t.cadical_on_its / t.best_on_cadicals : 0.0);
  if (argc <= 1)
    stop_figures ();
  return 0;
}
