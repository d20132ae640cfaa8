/* test-sat-satlib.c — the CDCL solver (core/qd-sat) on public SAT
 * benchmarks: the suite's subset of SATLIB (tests/sat/satlib/, where each
 * file comes from is in SOURCES.md there) read by the DIMACS reader as
 * SATLIB wrote them (comments, double-spaced headers, the "%" and "0"
 * tail), and pigeonholes made by their formula.  The expected answers are
 * SATLIB's labels, independent of Quandary: uf and flat instances are
 * satisfiable, uuf ones are not, the blocks-world plans exist, n + 1
 * pigeons do not fit in n holes.  Every model is checked against every
 * clause of the file.
 *
 * And on every instance of the uf20, uf50, uuf50 and flat30 packs the solver's conflicts and decisions are those Debian's
 * minisat 2.2.1 makes with -no-pre (tests/sat/satlib/minisat-search.txt,
 * measured with that program): the solver does MiniSat 2.2's search, each
 * of its heuristics as MiniSat's defaults, so one differing would change
 * the counts.  Each pack is solved a second time with the solver's SatELite
 * preprocessing on: then on every instance (blocks world too) the
 * conflicts and decisions are those of Debian's default `minisat`, which
 * preprocesses (tests/sat/satlib/minisat-simp-search.txt), and every
 * model, extended over the eliminated variables, satisfies every clause of
 * the file. */
#include "core/qd-dimacs.h"
#include "core/qd-sat.h"

#include <string.h>

/* `minisat`: every instance has minisat -no-pre's counts to compare. */
typedef struct { const char *pack; guint count; QdSatResult expected; gboolean minisat; } Family;
/* A family solved with preprocessing off or on. */
typedef struct { const Family *family; gboolean preprocess; } Run;

/* "PACK INSTANCE" -> "CONFLICTS DECISIONS" of minisat -no-pre, then of
 * default minisat (its answer, fifth field, checked against SATLIB's). */
static GHashTable *minisat_search, *minisat_simp_search;

static GHashTable *
load_search (const char *file, guint n_fields)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "sat", "satlib", file, NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) f = g_strsplit (lines[i], " ", -1);
      if (lines[i][0] == '#' || g_strv_length (f) != n_fields)
        continue;
      g_hash_table_insert (table, g_strdup_printf ("%s %s", f[0], f[1]),
                           g_strdup_printf ("%s %s%s%s", f[2], f[3], n_fields > 4 ? " " : "",
                                            n_fields > 4 ? f[4] : ""));
    }
  return table;
}

/* The solver's conflicts and decisions beside minisat's, when the file has
 * them (MiniSat's decisions on SAT count its last pick too). */
static gboolean
check_minisat_search (const char *pack, const char *name, QdSatResult result, const QdSatStats *stats,
                      gboolean preprocess)
{
  g_autofree char *key = g_strdup_printf ("%s %s", pack, name);
  const char *want = g_hash_table_lookup (preprocess ? minisat_simp_search : minisat_search, key);
  g_autofree char *got = NULL;

  if (want == NULL)
    return FALSE;
  got = g_strdup_printf ("%" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT "%s", stats->conflicts,
                         stats->decisions + (result == QD_SAT_SAT),
                         !preprocess ? "" : result == QD_SAT_SAT ? " SAT" : " UNSAT");
  if (strcmp (got, want) != 0)
    g_error ("%s: conflicts and decisions %s, minisat%s %s", key, got, preprocess ? "" : " -no-pre", want);
  return TRUE;
}

static QdSatResult
solve_checked (const QdCnf *cnf, const char *name, QdSatStats *stats, gboolean preprocess)
{
  QdSat *sat = qd_sat_new (cnf->n_vars);
  g_autofree guint *clause = g_new (guint, cnf->start[cnf->n_clauses] + 1);
  QdSatResult result;

  qd_sat_set_preprocess (sat, preprocess);
  g_assert_cmpuint (qd_sat_stats (sat)->eliminated, ==, 0);
  for (guint i = 0; i < cnf->n_clauses; i++)
    {
      guint n = 0;
      for (guint k = cnf->start[i]; k < cnf->start[i + 1]; k++)
        clause[n++] = QD_SAT_LIT (cnf->lits[k]);
      qd_sat_add_clause (sat, clause, n);
    }
  result = qd_sat_solve (sat, NULL, 0);
  if (stats != NULL)
    *stats = *qd_sat_stats (sat);
  for (guint i = 0; result == QD_SAT_SAT && i < cnf->n_clauses; i++)
    {
      gboolean satisfied = FALSE;
      for (guint k = cnf->start[i]; k < cnf->start[i + 1]; k++)
        satisfied |= qd_sat_model_value (sat, (guint) ABS (cnf->lits[k]) - 1) == (cnf->lits[k] > 0);
      if (!satisfied)
        g_error ("%s: the model falsifies clause %u", name, i + 1);
    }
  qd_sat_free (sat);
  return result;
}

/* A .cnfs file: DIMACS files one after another, each after a line
 * "@ NAME" (SOURCES.md). */
static void
test_family (gconstpointer data)
{
  const Run *run = data;
  const Family *family = run->family;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "sat", "satlib", family->pack, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;
  guint count = 0, compared = 0;
  guint64 eliminated = 0;
  gint64 t0 = g_get_monotonic_time ();
  char *at;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_true (g_str_has_prefix (text, "@ "));
  for (at = text; at != NULL && *at != '\0';)
    {
      char *body = strchr (at, '\n') + 1, *next = strstr (body, "\n@ ");
      g_autofree char *name = g_strndup (at + 2, (gsize) (body - at - 3));
      g_autoptr (QdCnf) cnf = NULL;
      QdSatStats stats;
      QdSatResult result;

      cnf = qd_dimacs_read (body, next != NULL ? (gsize) (next + 1 - body) : strlen (body), &error);
      if (cnf == NULL)
        g_error ("%s: %s", name, error->message);
      result = solve_checked (cnf, name, &stats, run->preprocess);
      compared += check_minisat_search (family->pack, name, result, &stats, run->preprocess);
      eliminated += stats.eliminated;
      if (result != family->expected)
        g_error ("%s: expected %s", name, family->expected == QD_SAT_SAT ? "SAT" : "UNSAT");
      count++;
      at = next != NULL ? next + 1 : NULL;
    }
  g_assert_cmpuint (count, ==, family->count);
  g_assert_cmpuint (compared, ==, family->minisat || run->preprocess ? count : 0);
  /* every pack has variables SatELite eliminates (a random 3-SAT variable
   * in few clauses, a planning fluent defined by one action) */
  g_assert_true (run->preprocess ? eliminated > 0 : eliminated == 0);
  g_test_message ("%s: %u instances, all %s, in %.3f s; %u with minisat%s's conflicts and decisions;"
                  " %" G_GUINT64_FORMAT " variables eliminated",
                  family->pack, count, family->expected == QD_SAT_SAT ? "SAT (models checked)" : "UNSAT",
                  (g_get_monotonic_time () - t0) / 1e6, compared, run->preprocess ? "" : " -no-pre", eliminated);
}

/* SATLIB's holeN (Hooker): N + 1 pigeons, N holes; N(N + 1) variables and
 * (N + 1) + N · N(N + 1) / 2 clauses (SATLIB's table: hole6 42/133, hole7
 * 56/204, hole8 72/297). */
static void
test_pigeonholes (void)
{
  const guint expected[][2] = { { 42, 133 }, { 56, 204 }, { 72, 297 } };

  for (guint holes = 6; holes <= 8; holes++)
    {
      guint pigeons = holes + 1;
      g_autoptr (GString) text = g_string_new (NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (QdCnf) cnf = NULL;
      guint clauses = pigeons + holes * pigeons * (pigeons - 1) / 2;

      g_string_append_printf (text, "p cnf %u %u\n", pigeons * holes, clauses);
      for (guint i = 0; i < pigeons; i++)
        {
          for (guint j = 0; j < holes; j++)
            g_string_append_printf (text, "%u ", i * holes + j + 1);
          g_string_append (text, "0\n");
        }
      for (guint j = 0; j < holes; j++)
        for (guint a = 0; a < pigeons; a++)
          for (guint b = a + 1; b < pigeons; b++)
            g_string_append_printf (text, "-%u -%u 0\n", a * holes + j + 1, b * holes + j + 1);
      cnf = qd_dimacs_read (text->str, text->len, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (cnf->n_vars, ==, expected[holes - 6][0]);
      g_assert_cmpuint (cnf->n_clauses, ==, expected[holes - 6][1]);
      g_assert_cmpint (solve_checked (cnf, "hole", NULL, FALSE), ==, QD_SAT_UNSAT);
      g_assert_cmpint (solve_checked (cnf, "hole", NULL, TRUE), ==, QD_SAT_UNSAT);
    }
}

int
main (int argc, char **argv)
{
  static const Family families[] = {
    { "uf20-91.cnfs", 100, QD_SAT_SAT, TRUE },
    { "uf50-218.cnfs", 100, QD_SAT_SAT, TRUE },
    { "uuf50-218.cnfs", 100, QD_SAT_UNSAT, TRUE },
    { "flat30-60.cnfs", 50, QD_SAT_SAT, TRUE },
    { "blocksworld.cnfs", 4, QD_SAT_SAT, FALSE },
  };

  static Run runs[2 * G_N_ELEMENTS (families)];

  g_test_init (&argc, &argv, NULL);
  minisat_search = load_search ("minisat-search.txt", 4);
  minisat_simp_search = load_search ("minisat-simp-search.txt", 5);
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_autofree char *name = NULL;
      runs[i] = (Run) { &families[i / 2], i % 2 == 1 };
      name = g_strdup_printf ("/sat-satlib/%s%s", families[i / 2].pack, i % 2 ? "/preprocessed" : "");
      g_test_add_data_func (name, &runs[i], test_family);
    }
  g_test_add_func ("/sat-satlib/pigeonholes", test_pigeonholes);
  return g_test_run ();
}
