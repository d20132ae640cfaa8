/* test-sat-satlib.c — the CDCL solver (core/qd-sat) on public SAT
 * benchmarks: the suite's subset of SATLIB (tests/sat/satlib/, where each
 * file comes from is in SOURCES.md there) read by the DIMACS reader as
 * SATLIB wrote them (comments, double-spaced headers, the "%" and "0"
 * tail), and pigeonholes made by their formula.  The expected answers are
 * SATLIB's labels, independent of Quandary: uf and flat instances are
 * satisfiable, uuf ones are not, the blocks-world plans exist, n + 1
 * pigeons do not fit in n holes.  Every model is checked against every
 * clause of the file. */
#include "core/qd-dimacs.h"
#include "core/qd-sat.h"

#include <string.h>

typedef struct { const char *pack; guint count; QdSatResult expected; } Family;

static QdSatResult
solve_checked (const QdCnf *cnf, const char *name)
{
  QdSat *sat = qd_sat_new (cnf->n_vars);
  g_autofree guint *clause = g_new (guint, cnf->start[cnf->n_clauses] + 1);
  QdSatResult result;

  for (guint i = 0; i < cnf->n_clauses; i++)
    {
      guint n = 0;
      for (guint k = cnf->start[i]; k < cnf->start[i + 1]; k++)
        clause[n++] = QD_SAT_LIT (cnf->lits[k]);
      qd_sat_add_clause (sat, clause, n);
    }
  result = qd_sat_solve (sat, NULL, 0);
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
  const Family *family = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "sat", "satlib", family->pack, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;
  guint count = 0;
  gint64 t0 = g_get_monotonic_time ();
  char *at;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  g_assert_true (g_str_has_prefix (text, "@ "));
  for (at = text; at != NULL && *at != '\0';)
    {
      char *body = strchr (at, '\n') + 1, *next = strstr (body, "\n@ ");
      g_autofree char *name = g_strndup (at + 2, (gsize) (body - at - 3));
      g_autoptr (QdCnf) cnf = NULL;

      cnf = qd_dimacs_read (body, next != NULL ? (gsize) (next + 1 - body) : strlen (body), &error);
      if (cnf == NULL)
        g_error ("%s: %s", name, error->message);
      if (solve_checked (cnf, name) != family->expected)
        g_error ("%s: expected %s", name, family->expected == QD_SAT_SAT ? "SAT" : "UNSAT");
      count++;
      at = next != NULL ? next + 1 : NULL;
    }
  g_assert_cmpuint (count, ==, family->count);
  g_test_message ("%s: %u instances, all %s, in %.3f s", family->pack, count,
                  family->expected == QD_SAT_SAT ? "SAT (models checked)" : "UNSAT",
                  (g_get_monotonic_time () - t0) / 1e6);
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
      g_assert_cmpint (solve_checked (cnf, "hole"), ==, QD_SAT_UNSAT);
    }
}

int
main (int argc, char **argv)
{
  static const Family families[] = {
    { "uf20-91.cnfs", 100, QD_SAT_SAT },
    { "uf50-218.cnfs", 100, QD_SAT_SAT },
    { "uuf50-218.cnfs", 100, QD_SAT_UNSAT },
    { "flat30-60.cnfs", 50, QD_SAT_SAT },
    { "blocksworld.cnfs", 4, QD_SAT_SAT },
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    {
      g_autofree char *name = g_strdup_printf ("/sat-satlib/%s", families[i].pack);
      g_test_add_data_func (name, &families[i], test_family);
    }
  g_test_add_func ("/sat-satlib/pigeonholes", test_pigeonholes);
  return g_test_run ();
}
