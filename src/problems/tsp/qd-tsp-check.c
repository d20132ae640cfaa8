/* qd-tsp-check.c — checking an answer to `quandary-cli tsp`; see
 * qd-tsp-check.h.
 *
 * Hill climbing is replayed along the answer: from the answer's tour so
 * far, every move of the neighbourhood is valued as the engine values it
 * (core/qd-local-anneal.c: the best gain, moves within its tolerance tied),
 * so that the line of any of the tied best moves is right, and the first
 * wrong line is explained from that scan. */
#include "config.h"
#include "qd-tsp-check.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

/* The reference's step lines stop after about this many bytes. */
#define REFERENCE_MAX (4 * 1024 * 1024)
/* Tours a short answer's climbs may end at are sought among at most this
 * many tours (ties branch the climb); past it any local optimum is taken. */
#define MAX_CLIMB_STATES 20000
/* How far a length line may be from the tour's length. */
#define LENGTH_TOLERANCE 0.01

struct _QdTspCheck {
  QdTsp *tsp;
  QdTspRun *run;
  gboolean exact;
  guint64 max_iterations;      /* hill climbing: at most this many moves (0: no limit) */
  char *neighbours;            /* "neighbours N" */
  char *reference;
  guint reference_lines;
  GHashTable *ends;            /* exact: "tour …" lines where a climb from the start ends */
  gboolean ends_complete;      /* FALSE: MAX_CLIMB_STATES ran out */
  guint end_steps;             /* moves of the run's own climb */
};

/* --- The neighbourhood scan, as the engine's hill climbing does it --- */

typedef struct {
  guint ties;                  /* the best moves (equal within the tolerance) */
  guint first_i, first_j;      /* the first of them in the move order */
  double first_delta;
  double best_delta;           /* the change the best gain stands for */
  gboolean improving;          /* the best move shortens the tour */
  gboolean wanted_tied;        /* the wanted move is one of the ties */
  double wanted_delta;
} Scan;

typedef struct {
  guint i, j;
  double delta;
} Move;

static double
tolerance (double value)
{
  return 1e-9 * MAX (1.0, fabs (value));
}

/* Values every move of `tour` (of length `value` as the run counts it);
 * `want_i` < `want_j` a move to look for (G_MAXUINT: none); `all` (may be
 * NULL) gets the tied moves. */
static void
scan_moves (const QdTspCheck *check, const guint *tour, double value, guint want_i, guint want_j, Scan *scan,
            GArray *all)
{
  guint n = check->tsp->n;
  double best_gain = -G_MAXDOUBLE, eps = tolerance (value);

  memset (scan, 0, sizeof *scan);
  if (all != NULL)
    g_array_set_size (all, 0);
  /* Move m = j(j−1)/2 + i: j outer, i inner, as the engine numbers them. */
  for (guint j = 1; j < n; j++)
    for (guint i = 0; i < j; i++)
      {
        double delta = qd_tsp_move_delta (check->tsp, check->run->moves, tour, i, j), g = -delta;

        if (g > best_gain + eps)
          {
            best_gain = g;
            scan->ties = 0;
            scan->wanted_tied = FALSE;
            if (all != NULL)
              g_array_set_size (all, 0);
          }
        else if (g < best_gain - eps)
          continue;
        if (scan->ties++ == 0)
          {
            scan->first_i = i;
            scan->first_j = j;
            scan->first_delta = delta;
          }
        if (i == want_i && j == want_j)
          {
            scan->wanted_tied = TRUE;
            scan->wanted_delta = delta;
          }
        if (all != NULL)
          {
            Move move = { i, j, delta };

            g_array_append_val (all, move);
          }
      }
  scan->best_delta = -best_gain;
  scan->improving = scan->ties > 0 && best_gain > eps;
}

/* --- Words and lines --- */

static void
format_length (char *buffer, double length)
{
  g_ascii_formatd (buffer, G_ASCII_DTOSTR_BUF_SIZE, "%.2f", length);
}

static void
format_delta (char *buffer, double delta)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (number, sizeof number, "%.2f", fabs (delta));
  g_snprintf (buffer, G_ASCII_DTOSTR_BUF_SIZE, "%s%s", strcmp (number, "0.00") == 0 ? "" : delta < 0 ? "−" : "+",
              number);
}

/* A move's line: step `index`, the move at i < j of `tour` (before it),
 * the tour's length after it, the ties. */
static char *
move_line (const QdTspCheck *check, guint64 index, const guint *tour, guint i, guint j, double length, guint ties)
{
  g_autofree guint *after = g_memdup2 (tour, check->tsp->n * sizeof (guint));
  QdTspStep step = {
    .index = index, .kind = QD_LOCAL_STEP_MOVE, .i = i, .j = j, .a = tour[i], .b = tour[j],
    .ties = ties, .length = length,
  };

  qd_tsp_move_apply (check->run->moves, check->tsp->n, after, i, j);
  return qd_tsp_step_format (check->tsp, check->run, &step, after);
}

static char *
tour_line (const QdTsp *tsp, const guint *tour)
{
  g_autofree char *names = qd_tsp_tour_to_string (tsp, tour, " ");

  return g_strconcat ("tour ", names, NULL);
}

static char *
length_line (double length)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  format_length (number, length);
  return g_strconcat ("length ", number, NULL);
}

/* "A–B 3.00 + B–C 4.00 + … = 12.00" (the first 12 edges). */
static char *
edge_sum (const QdTsp *tsp, const guint *tour)
{
  GString *out = g_string_new (NULL);
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  guint n = tsp->n;

  for (guint k = 0; k < n; k++)
    {
      guint a = tour[k], b = tour[(k + 1) % n];

      if (k == 12)
        {
          g_string_append (out, " + …");
          break;
        }
      format_length (number, qd_tsp_distance (tsp, a, b));
      g_string_append_printf (out, "%s%s–%s %s", k > 0 ? " + " : "", tsp->names[a], tsp->names[b], number);
    }
  format_length (number, qd_tsp_tour_length (tsp, tour));
  g_string_append_printf (out, " = %s", number);
  return g_string_free (out, FALSE);
}

static const char *
move_word (const QdTspCheck *check)
{
  return check->run->moves == QD_TSP_TWO_OPT ? _("2-opt moves") : _("swaps");
}

/* --- The check --- */

/* Where every climb from the start ends (ties branch it), as "tour …"
 * lines; FALSE when there were too many tours to follow. */
static gboolean
find_ends (QdTspCheck *check)
{
  guint n = check->tsp->n;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));   /* tours, n each, then the depth */
  g_autoptr(GArray) lengths = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ties = g_array_new (FALSE, FALSE, sizeof (Move));
  g_autofree guint *tour = g_new (guint, n + 1);
  gboolean complete = TRUE;

  check->ends = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_array_append_vals (stack, check->run->start, n);
  g_array_append_vals (stack, &(guint) { 0 }, 1);
  g_array_append_val (lengths, check->run->start_length);
  g_hash_table_add (seen, tour_line (check->tsp, check->run->start));
  while (stack->len > 0)
    {
      Scan scan;
      double value = g_array_index (lengths, double, lengths->len - 1);
      guint depth;

      memcpy (tour, &g_array_index (stack, guint, stack->len - n - 1), (n + 1) * sizeof (guint));
      depth = tour[n];
      g_array_set_size (stack, stack->len - n - 1);
      g_array_set_size (lengths, lengths->len - 1);
      scan_moves (check, tour, value, G_MAXUINT, G_MAXUINT, &scan, ties);
      if (!scan.improving || (check->max_iterations != 0 && depth >= check->max_iterations))
        {
          g_hash_table_add (check->ends, tour_line (check->tsp, tour));
          continue;
        }
      for (guint k = 0; k < ties->len; k++)
        {
          const Move *m = &g_array_index (ties, Move, k);
          g_autofree guint *next = g_memdup2 (tour, (n + 1) * sizeof (guint));
          char *key;
          double next_value = value + m->delta;

          qd_tsp_move_apply (check->run->moves, n, next, m->i, m->j);
          key = tour_line (check->tsp, next);
          if (!g_hash_table_add (seen, key))
            continue;
          if (g_hash_table_size (seen) > MAX_CLIMB_STATES)
            {
              complete = FALSE;
              g_array_set_size (stack, 0);
              break;
            }
          next[n] = depth + 1;
          g_array_append_vals (stack, next, n + 1);
          g_array_append_val (lengths, next_value);
        }
    }
  return complete;
}

static void
build_reference (QdTspCheck *check)
{
  g_autofree char *body = qd_tsp_run_format_capped (check->tsp, check->run, REFERENCE_MAX);

  check->reference = g_strconcat (check->neighbours, "\n", body, NULL);
  check->reference_lines = 0;
  for (const char *p = check->reference; *p != '\0'; p++)
    check->reference_lines += *p == '\n';
}

QdTspCheck *
qd_tsp_check_new (const QdTsp *tsp, const guint *start, const QdTspSearchOptions *options)
{
  QdTspSearchOptions search = *options;
  g_autoptr(QdTspRun) run = NULL;
  QdTspCheck *check;
  gboolean exact;

  /* Steepest ascent without restarts or sideways moves: one run's steps
   * are the only right ones (up to ties). */
  qd_tsp_search_options_resolve (&search);
  exact = (search.algorithm == QD_LOCAL_VARIANT_HILL_CLIMBING || search.algorithm == QD_LOCAL_VARIANT_STEEPEST) &&
          search.local.restarts == 0 && search.local.max_sideways == 0;

  search.on_step = NULL;
  search.user_data = NULL;
  /* The steps are compared one by one: keep them all. */
  search.max_steps = exact ? G_MAXUINT : QD_TSP_RECORDED_STEPS;
  run = qd_tsp_search (tsp, start, &search);
  if (run->status == QD_LOCAL_STOPPED ||
      (run->status == QD_LOCAL_LIMIT && options->local.deadline_us != 0 &&
       g_get_monotonic_time () >= options->local.deadline_us))
    return NULL;

  check = g_new0 (QdTspCheck, 1);
  check->tsp = qd_tsp_copy (tsp);
  check->run = g_steal_pointer (&run);
  check->exact = exact;
  check->max_iterations = options->local.max_iterations;
  check->neighbours = qd_tsp_header_format (tsp, &search);
  check->end_steps = check->run->steps->len - 1;
  if (exact)
    check->ends_complete = find_ends (check);
  build_reference (check);
  return check;
}

const QdTspRun *
qd_tsp_check_run (const QdTspCheck *check)
{
  return check->run;
}

char *
qd_tsp_check_reference (const QdTspCheck *check)
{
  return g_strdup (check->reference);
}

void
qd_tsp_check_free (QdTspCheck *check)
{
  if (check == NULL)
    return;
  qd_tsp_free (check->tsp);
  qd_tsp_run_free (check->run);
  g_free (check->neighbours);
  g_free (check->reference);
  g_clear_pointer (&check->ends, g_hash_table_unref);
  g_free (check);
}

/* The answer's tour line read: TRUE with `tour` filled when it is "tour"
 * and each city once; else FALSE and the reason explained. */
static gboolean
read_tour (const QdTspCheck *check, const char *line, guint *tour, QdCheckResult *result)
{
  const QdTsp *tsp = check->tsp;
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  g_autofree gboolean *used = g_new0 (gboolean, tsp->n);
  guint count = 0, k = 0;

  while (words[k] != NULL && words[k][0] == '\0')
    k++;
  if (g_strcmp0 (words[k], "tour") != 0)
    {
      qd_check_result_explain (result, _("This line should be the tour: the word “tour”, then the cities in their "
                                         "order, separated by spaces."));
      return FALSE;
    }
  for (k++; words[k] != NULL; k++)
    {
      gint city;

      if (words[k][0] == '\0')
        continue;
      city = qd_tsp_find_city (tsp, words[k]);
      if (city < 0)
        {
          qd_check_result_explain (result, _("“%s” is not a city of the instance."), words[k]);
          return FALSE;
        }
      if (used[city])
        {
          qd_check_result_explain (result, _("The tour visits %s twice: a tour visits every city once."), words[k]);
          return FALSE;
        }
      used[city] = TRUE;
      tour[count++] = (guint) city;
    }
  if (count < tsp->n)
    {
      for (guint c = 0; c < tsp->n; c++)
        if (!used[c])
          {
            qd_check_result_explain (result, _("The tour has %u of the %u cities: it leaves out %s."), count, tsp->n,
                                     tsp->names[c]);
            break;
          }
      return FALSE;
    }
  return TRUE;
}

/* The length line after the answer's tour (a permutation): NULL when it
 * is right to 0.01. */
static QdCheckResult *
check_length (const QdTspCheck *check, const QdCheckText *given, guint index, const guint *tour, gint64 step)
{
  const char *line = qd_check_text_line (given, index);
  double length = qd_tsp_tour_length (check->tsp, tour), value = 0;
  g_autofree char *expected = length_line (length);
  QdCheckResult *result;
  char wanted[G_ASCII_DTOSTR_BUF_SIZE], got[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *sum = NULL;

  if (line != NULL && g_str_has_prefix (line, "length ") && qd_check_parse_number (line + 7, &value) &&
      isfinite (value) && fabs (value - length) <= LENGTH_TOLERANCE + 1e-9 * fabs (length))
    return NULL;
  result = qd_check_result_new_wrong (index + 1, expected, line);
  result->step = step;
  result->reference_line = check->reference_lines;
  sum = edge_sum (check->tsp, tour);
  format_length (wanted, length);
  if (line == NULL)
    qd_check_result_explain (result, _("The answer ends before the length line: “length %s”."), wanted);
  else if (!g_str_has_prefix (line, "length ") || !qd_check_parse_number (line + 7, &value) || !isfinite (value))
    qd_check_result_explain (result, _("This line should be the tour's length: the word “length” and a number."));
  else
    {
      g_ascii_formatd (got, sizeof got, "%.4g", fabs (value - length));
      qd_check_result_explain (result, _("The answer's length is %s away from the tour's, more than 0.01."), got);
    }
  qd_check_result_explain (result, _("The tour's length, back to its first city: %s."), sum);
  return result;
}

/* Nothing may follow the length line; in strict mode the final newline
 * counts.  NULL when all is well. */
static QdCheckResult *
check_end (const QdTspCheck *check, const QdCheckText *given, guint index)
{
  QdCheckResult *result;
  guint n = qd_check_text_length (given);

  if (index < n)
    {
      result = qd_check_result_new_wrong (index + 1, NULL, qd_check_text_line (given, index));
      result->step = (gint64) check->run->steps->len - 1;
      result->reference_line = check->reference_lines;
      qd_check_result_explain (result, _("The output ends with the length line; nothing comes after it."));
      return result;
    }
  if (given->strict && n > 0 && !given->final_newline)
    {
      const char *line = qd_check_text_line (given, n - 1);

      result = qd_check_result_new_wrong (n, line, line);
      result->step = (gint64) check->run->steps->len - 1;
      result->reference_line = check->reference_lines;
      qd_check_result_explain (result, _("The line should end with a line break, and the answer's last line has none."));
      return result;
    }
  return NULL;
}

static QdCheckResult *
wrong_line (const QdCheckText *given, guint index, const char *expected, gint64 step, guint reference_line)
{
  QdCheckResult *result = qd_check_result_new_wrong (index + 1, expected, qd_check_text_line (given, index));

  result->step = step;
  result->reference_line = reference_line;
  return result;
}

/* Validity: the tour line at `index` (a permutation), its length, the end. */
static QdCheckResult *
check_valid_tour (const QdTspCheck *check, const QdCheckText *given, guint index)
{
  g_autofree guint *tour = g_new (guint, check->tsp->n);
  g_autofree char *ours = tour_line (check->tsp, check->run->tour);
  const char *line = qd_check_text_line (given, index);
  gint64 last = (gint64) check->run->steps->len - 1;
  g_autoptr(QdCheckResult) result = wrong_line (given, index, ours, last, check->reference_lines - 1);
  QdCheckResult *other;

  if (line == NULL)
    qd_check_result_explain (result, _("The answer ends before the tour line."));
  else if (read_tour (check, line, tour, result))
    {
      if ((other = check_length (check, given, index + 1, tour, last)) != NULL)
        return other;
      return check_end (check, given, index + 2);
    }
  qd_check_result_explain (result, _("Any tour of the %u cities is accepted here (this run has random choices); the "
                                     "expected line is the run's own best tour."), check->tsp->n);
  return g_steal_pointer (&result);
}

/* Exact, short answer: the tour where some climb from the start ends. */
static QdCheckResult *
check_end_tour (const QdTspCheck *check, const QdCheckText *given, guint index)
{
  const char *line = qd_check_text_line (given, index);
  guint n = check->tsp->n;
  g_autofree guint *tour = g_new (guint, n);
  g_autofree char *ours = tour_line (check->tsp, check->run->tour);
  gint64 last = (gint64) check->run->steps->len - 1;
  g_autoptr(QdCheckResult) result = wrong_line (given, index, ours, last, check->reference_lines - 1);
  g_autofree char *sum = edge_sum (check->tsp, check->run->tour);
  gboolean valid = line != NULL && read_tour (check, line, tour, result);
  QdCheckResult *other;

  if (valid)
    {
      g_autofree char *written = tour_line (check->tsp, tour);
      Scan scan;

      if (g_strcmp0 (written, line) == 0 && g_hash_table_contains (check->ends, line))
        goto right;
      scan_moves (check, tour, qd_tsp_tour_length (check->tsp, tour), G_MAXUINT, G_MAXUINT, &scan, NULL);
      if (!check->ends_complete && !scan.improving && g_strcmp0 (written, line) == 0)
        goto right;
      if (scan.improving)
        {
          char d[G_ASCII_DTOSTR_BUF_SIZE];

          format_delta (d, scan.first_delta);
          qd_check_result_explain (result, _("Hill climbing does not stop at this tour: %s %s %s changes its length "
                                             "by %s."), qd_tsp_moves_to_string (check->run->moves),
                                   check->tsp->names[tour[scan.first_i]], check->tsp->names[tour[scan.first_j]], d);
        }
      else if (g_strcmp0 (written, line) != 0)
        qd_check_result_explain (result, _("The tour's cities are written separated by single spaces."));
      else
        qd_check_result_explain (result, _("No move shortens this tour, but steepest ascent from the start never gets "
                                           "there."));
    }
  else if (line == NULL)
    qd_check_result_explain (result, _("The answer ends before the tour line."));
  qd_check_result_explain (result, ngettext ("Steepest ascent from the start ends after %u step at this tour: %s.",
                                             "Steepest ascent from the start ends after %u steps at this tour: %s.",
                                             check->end_steps), check->end_steps, sum);
  return g_steal_pointer (&result);

right:
  if ((other = check_length (check, given, index + 1, tour, last)) != NULL)
    return other;
  return check_end (check, given, index + 2);
}

/* "step K swap A B …": the move the line names, as positions i < j of
 * `tour`; FALSE when it names none. */
static gboolean
named_move (const QdTspCheck *check, const char *line, const guint *tour, guint *i, guint *j)
{
  g_auto(GStrv) words = g_strsplit (line, " ", 6);
  gint a, b;
  guint pa = G_MAXUINT, pb = G_MAXUINT;

  if (g_strv_length (words) < 5 || g_strcmp0 (words[0], "step") != 0 ||
      g_strcmp0 (words[2], qd_tsp_moves_to_string (check->run->moves)) != 0)
    return FALSE;
  a = qd_tsp_find_city (check->tsp, words[3]);
  b = qd_tsp_find_city (check->tsp, words[4]);
  if (a < 0 || b < 0 || a == b)
    return FALSE;
  for (guint k = 0; k < check->tsp->n; k++)
    {
      if (tour[k] == (guint) a)
        pa = k;
      if (tour[k] == (guint) b)
        pb = k;
    }
  *i = MIN (pa, pb);
  *j = MAX (pa, pb);
  return TRUE;
}

/* Why the step line at `index` (step k, from `tour` of length `value`) is
 * `expected`. */
static void
explain_move (const QdTspCheck *check, QdCheckResult *result, const char *given, const guint *tour, double value,
              const Scan *scan, guint i, guint j, double delta)
{
  const QdTsp *tsp = check->tsp;
  const char *word = qd_tsp_moves_to_string (check->run->moves);
  char now[G_ASCII_DTOSTR_BUF_SIZE], after[G_ASCII_DTOSTR_BUF_SIZE], d[G_ASCII_DTOSTR_BUF_SIZE];
  guint gi, gj;

  format_length (now, value);
  format_length (after, value + delta);
  format_delta (d, delta);
  qd_check_result_explain (result, _("From the tour of length %s, the best of the %" PRIu64 " %s is %s %s "
                                     "%s: length %s (%s)."),
                           now, qd_tsp_n_neighbours (tsp->n), move_word (check), word, tsp->names[tour[i]],
                           tsp->names[tour[j]], after, d);
  if (scan->ties > 1)
    qd_check_result_explain (result, _("%u moves tie for the best; hill climbing takes one at random and the line says "
                                       "“ties %u”; the line of any of them is right."), scan->ties, scan->ties);
  if (given != NULL && named_move (check, given, tour, &gi, &gj))
    {
      double other = qd_tsp_move_delta (tsp, check->run->moves, tour, gi, gj);
      char o[G_ASCII_DTOSTR_BUF_SIZE], od[G_ASCII_DTOSTR_BUF_SIZE];

      format_length (o, value + other);
      format_delta (od, other);
      if (gi == i && gj == j)
        qd_check_result_explain (result, _("The answer's move is right; the rest of its line is not."));
      else if (fabs (other - scan->best_delta) <= tolerance (value))
        qd_check_result_explain (result, _("The answer's %s %s %s ties for the best, but the rest of its line is "
                                           "wrong."), word, tsp->names[tour[gi]], tsp->names[tour[gj]]);
      else
        qd_check_result_explain (result, _("The answer's %s %s %s gives length %s (%s): not the best."),
                                 word, tsp->names[tour[gi]], tsp->names[tour[gj]], o, od);
    }
}

/* Exact, whole output: the steps along the answer, then its tour. */
static QdCheckResult *
check_steps (const QdTspCheck *check, const QdCheckText *given)
{
  const QdTspRun *run = check->run;
  const QdTsp *tsp = check->tsp;
  guint n = tsp->n;
  g_autofree guint *tour = g_memdup2 (run->start, n * sizeof (guint));
  gboolean on_path = TRUE;
  double value = run->start_length;
  guint64 k = 1;
  guint index = 2;
  QdCheckResult *result;

  /* Line 1: the neighbourhood's size; line 2: the start. */
  if (g_strcmp0 (qd_check_text_line (given, 0), check->neighbours) != 0)
    {
      result = wrong_line (given, 0, check->neighbours, 0, 1);
      qd_check_result_explain (result, _("The first line is the size of the neighbourhood: a tour of %u cities has "
                                         "n(n−1)/2 = %" PRIu64 " neighbours."), n,
                               qd_tsp_n_neighbours (n));
      return result;
    }
  {
    g_autofree char *line = qd_tsp_step_format (tsp, run, &g_array_index (run->steps, QdTspStep, 0), tour);

    if (g_strcmp0 (qd_check_text_line (given, 1), line) != 0)
      {
        g_autofree char *sum = edge_sum (tsp, tour);

        result = wrong_line (given, 1, line, 0, 2);
        qd_check_result_explain (result, _("Step 0 is the start tour, of length %s."), sum);
        return result;
      }
  }

  for (;; k++, index++)
    {
      const char *line = qd_check_text_line (given, index);
      gboolean limited = check->max_iterations != 0 && k > check->max_iterations;
      g_autofree char *ours = NULL;
      guint want_i = G_MAXUINT, want_j = G_MAXUINT, ci, cj;
      double cdelta;
      Scan scan;
      guint reference_line = MIN ((guint) MIN (k, G_MAXUINT - 3) + 2, check->reference_lines - 2);

      if (limited)
        break;
      if (line != NULL && !named_move (check, line, tour, &want_i, &want_j))
        want_i = want_j = G_MAXUINT;
      scan_moves (check, tour, value, want_i, want_j, &scan, NULL);
      if (!scan.improving)
        break;
      /* The run's own move while the answer follows it, else the first best. */
      if (on_path && k < run->steps->len)
        {
          const QdTspStep *s = &g_array_index (run->steps, QdTspStep, k);

          ci = s->i;
          cj = s->j;
          cdelta = qd_tsp_move_delta (tsp, run->moves, tour, ci, cj);
        }
      else
        {
          ci = scan.first_i;
          cj = scan.first_j;
          cdelta = scan.first_delta;
        }
      ours = move_line (check, k, tour, ci, cj, value + cdelta, scan.ties);
      if (line != NULL && strcmp (line, ours) == 0)
        {
          qd_tsp_move_apply (run->moves, n, tour, ci, cj);
          value += cdelta;
          continue;
        }
      if (line != NULL && scan.wanted_tied)
        {
          g_autofree char *theirs = move_line (check, k, tour, want_i, want_j, value + scan.wanted_delta, scan.ties);

          if (strcmp (line, theirs) == 0)
            {
              qd_tsp_move_apply (run->moves, n, tour, want_i, want_j);
              value += scan.wanted_delta;
              on_path = FALSE;
              continue;
            }
          result = wrong_line (given, index, theirs, on_path ? (gint64) k : -1, reference_line);
          explain_move (check, result, line, tour, value, &scan, want_i, want_j, scan.wanted_delta);
          return result;
        }
      result = wrong_line (given, index, ours, on_path ? (gint64) MIN (k, run->steps->len - 1) : -1, reference_line);
      if (line != NULL && (g_str_has_prefix (line, "tour ") || g_strcmp0 (line, "tour") == 0))
        qd_check_result_explain (result, _("Hill climbing has not stopped yet: a move still shortens the tour."));
      else if (line == NULL)
        qd_check_result_explain (result, _("The answer ends too soon: a move still shortens the tour."));
      explain_move (check, result, line, tour, value, &scan, ci, cj, cdelta);
      return result;
    }

  /* The climb ends here: the tour line, the length, nothing more. */
  {
    g_autofree char *expected = tour_line (tsp, tour);
    const char *line = qd_check_text_line (given, index);
    gint64 last = on_path ? (gint64) run->steps->len - 1 : -1;

    if (g_strcmp0 (line, expected) != 0)
      {
        g_autofree char *sum = edge_sum (tsp, tour);

        result = wrong_line (given, index, expected, last, check->reference_lines - 1);
        if (line != NULL && g_str_has_prefix (line, "step "))
          {
            if (check->max_iterations != 0 && k > check->max_iterations)
              qd_check_result_explain (result, _("Hill climbing stops after %" PRIu64 " iterations "
                                                 "(--iterations)."), check->max_iterations);
            else
              {
                Scan scan;
                char d[G_ASCII_DTOSTR_BUF_SIZE];

                scan_moves (check, tour, value, G_MAXUINT, G_MAXUINT, &scan, NULL);
                format_delta (d, scan.best_delta);
                qd_check_result_explain (result, _("Hill climbing stops here: no move shortens the tour (the best of "
                                                   "the %" PRIu64 " %s changes its length by %s)."),
                                         qd_tsp_n_neighbours (n), move_word (check), d);
              }
          }
        qd_check_result_explain (result, _("The tour line gives the tour where hill climbing ends: %s."), sum);
        return result;
      }
    if ((result = check_length (check, given, index + 1, tour, last)) != NULL)
      return result;
    return check_end (check, given, index + 2);
  }
}

QdCheckResult *
qd_tsp_check_answer (const QdTspCheck *check, const char *answer, gsize length, gboolean strict)
{
  QdCheckText given;
  QdCheckResult *result;
  const char *first;
  gboolean is_short;

  qd_check_text_init (&given, answer, length, strict);
  first = qd_check_text_line (&given, 0);
  is_short = first != NULL && (g_str_has_prefix (first, "tour ") || g_strcmp0 (first, "tour") == 0);
  if (check->exact)
    result = is_short ? check_end_tour (check, &given, 0) : check_steps (check, &given);
  else if (is_short)
    result = check_valid_tour (check, &given, 0);
  else if (g_strcmp0 (first, check->neighbours) != 0)
    {
      result = wrong_line (&given, 0, check->neighbours, 0, 1);
      qd_check_result_explain (result, _("The first line is the size of the neighbourhood (n(n−1)/2 = %" PRIu64
                                         "), or the answer is only the tour and length lines."),
                               qd_tsp_n_neighbours (check->tsp->n));
    }
  else
    {
      guint index = 1;

      /* A run with random choices: its steps are not compared. */
      while (index < qd_check_text_length (&given) && g_str_has_prefix (qd_check_text_line (&given, index), "step "))
        index++;
      result = check_valid_tour (check, &given, index);
    }
  qd_check_text_clear (&given);
  return result != NULL ? result : qd_check_result_new_correct ();
}
