/* qd-search-check.c — answers to `quandary-cli search` checked against one
 * run (qd-search-check.h; docs/contracts.md "search"). */
#include "config.h"

#include "qd-search-check.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"
#include "qd-search-practice.h"
#include "qd-search-run-private.h"

struct _QdSearchCheck {
  QdSearchRun *own;            /* the run made here, or NULL */
  const QdSearchRun *run;
  gboolean optimal;
  QdCheckReference output;     /* the command's output */
  QdCheckReference trace;      /* its trace (empty text when it was too long) */
  gboolean has_trace;
};

static void
init_references (QdSearchCheck *check)
{
  g_autofree char *trace = qd_search_run_trace_events (check->run, NULL);

  check->optimal = qd_search_settings_optimal (&check->run->settings, check->run->doc);
  qd_check_reference_init (&check->output, qd_search_run_output (check->run));
  check->has_trace = trace != NULL;
  qd_check_reference_init (&check->trace, trace != NULL ? g_steal_pointer (&trace) : g_strdup (""));
}

QdSearchCheck *
qd_search_check_new (const QdSearchDoc *doc, const QdSearchSettings *s, const gint *stop, QdSpaceResult *stopped,
                     GError **error)
{
  QdSearchCheck *check;
  QdSearchRun *run = qd_search_run_new (doc, s);
  QdSpaceStatus st = qd_search_run_solve (run, stop, NULL, NULL, error);

  if (st == QD_SPACE_STOPPED)
    {
      /* The counts, for the message that says how far it got. */
      if (stopped != NULL && qd_search_run_result (run) != NULL)
        {
          *stopped = *qd_search_run_result (run);
          stopped->actions = NULL;
          stopped->states = NULL;
        }
      qd_search_run_free (run);
      return NULL;
    }
  check = g_new0 (QdSearchCheck, 1);
  check->own = run;
  check->run = run;
  init_references (check);
  return check;
}

const QdSearchRun *
qd_search_check_run (const QdSearchCheck *check)
{
  return check->run;
}

void
qd_search_check_free (QdSearchCheck *check)
{
  if (check == NULL)
    return;
  qd_check_reference_clear (&check->output);
  qd_check_reference_clear (&check->trace);
  qd_search_run_free (check->own);
  g_free (check);
}

/* --- Explanations from the run's events ------------------------------------ */

static gint64
last_step (const QdSearchRun *run)
{
  return (gint64) qd_search_run_n_steps (run) - 1;
}

/* The replay step an event belongs to: the last step at or before it. */
static gint64
step_of_event (const QdSearchRun *run, guint event)
{
  guint lo = 0, hi = qd_search_run_n_steps (run);

  if (hi == 0)
    return -1;
  while (hi - lo > 1)
    {
      guint mid = (lo + hi) / 2;

      if (qd_search_run_step_event (run, mid) <= event)
        lo = mid;
      else
        hi = mid;
    }
  return lo;
}

static const char *
order_rule (QdSpaceAlgorithm a)
{
  switch (a)
    {
    case QD_SPACE_UCS: return _("uniform-cost search expands the smallest g first");
    case QD_SPACE_GREEDY: return _("greedy best-first search expands the smallest h first");
    case QD_SPACE_ASTAR: return _("A* expands the smallest f first (at equal f the smaller h)");
    case QD_SPACE_WASTAR: return _("weighted A* expands the smallest f = g + W·h first (at equal f the smaller h)");
    case QD_SPACE_BFS: return _("breadth-first search expands the node generated first");
    case QD_SPACE_DFS: return _("depth-first search expands the node generated last");
    case QD_SPACE_BIDIR:
      return _("bidirectional search expands the smallest g of the two frontiers (forward on a tie)");
    case QD_SPACE_BIDIR_ASTAR:
      return _("bidirectional A* expands the smallest f of the two frontiers (forward on a tie, then the smaller h)");
    case QD_SPACE_EHC:
      return _("enforced hill climbing expands the node generated first, breadth-first from the current state");
    case QD_SPACE_RBFS: return _("RBFS enters the successor with the least f while that f is within the f-limit, "
                                 "else backs up that f");
    default: return _("a depth-first search turns to the successors in the domain's order");
    }
}

static void
append_event_node (const QdSearchRun *run, guint event, GString *out, gboolean with_f)
{
  const QdSearchEvent *e = qd_search_run_event_at (run, event);

  qd_search_doc_state_text (run->doc, qd_search_run_event_state (run, event), out);
  if (with_f)
    {
      g_autofree char *f = qd_format_number_short_locale (e->f);

      g_string_append_printf (out, " (f = %s)", f);
    }
}

/* Why the run expands what it does at `step`: the frontier's best nodes. */
static void
explain_expansion (const QdSearchRun *run, guint step, QdCheckResult *result)
{
  guint events[3];
  guint n = qd_search_run_frontier_at (run, step, events, G_N_ELEMENTS (events));
  g_autoptr(GString) list = g_string_new (NULL);

  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (list, i + 1 == n ? _(" and ") : ", ");
      append_event_node (run, events[i], list, TRUE);
    }
  qd_check_result_explain (result, _("At step %u the frontier held %s: %s."), step + 1, list->str,
                           order_rule (run->settings.algorithm));
}

char *
qd_search_check_why_expansion (const QdSearchRun *run, guint step)
{
  g_autoptr(QdCheckResult) result = qd_check_result_new_wrong (0, NULL, NULL);

  explain_expansion (run, step, result);
  return g_steal_pointer (&result->explanation);
}

/* The successors of the expansion that `event` follows, with their fates. */
static void
explain_successors (const QdSearchRun *run, guint event, QdCheckResult *result)
{
  const QdSearchEvent *e = qd_search_run_event_at (run, event);
  guint n = qd_search_run_n_events (run);
  g_autoptr(GString) list = g_string_new (NULL);
  g_autoptr(GString) parent = g_string_new (NULL);
  gint64 p = e->parent_event;

  if (p < 0)
    return;
  append_event_node (run, (guint) p, parent, FALSE);
  /* Best-first searches tell them right after the expansion, depth-first
   * ones as they turn to them. */
  for (guint i = (guint) p + 1; i < n; i++)
    {
      const QdSearchEvent *c = qd_search_run_event_at (run, i);

      if (c->kind != QD_SEARCH_EVENT_GENERATE || c->parent_event != p)
        continue;
      if (list->len > 0)
        g_string_append (list, ", ");
      append_event_node (run, i, list, FALSE);
      g_string_append_printf (list, " (%s)", c->fate == QD_SPACE_ADDED ? "add" : c->fate == QD_SPACE_REPEATED
                              ? "repeated" : c->fate == QD_SPACE_BETTER ? "better"
                              : c->fate == QD_SPACE_GOAL ? "goal" : "cutoff");
    }
  if (list->len > 0)
    qd_check_result_explain (result, _("Expanding %s generates, in order: %s."), parent->str, list->str);
}

/* The event the reference's line `index` of the trace stands for. */
static gint64
trace_line_event (const QdSearchRun *run, guint index)
{
  guint n = qd_search_run_n_events (run), line = 0;
  gint64 goal = run->goal_event;

  for (guint i = 0; i < n; i++)
    {
      if ((gint64) i == goal || qd_search_run_event_at (run, i)->kind == QD_SEARCH_EVENT_SUCCESSOR)
        continue;
      if (line++ == index)
        return i;
    }
  return goal;
}

/* `line` with every number after a word g, h, f, bound or limit written as
 * the trace writes it (two decimals at most), or NULL when none changes. */
static char *
round_trace_numbers (const char *line)
{
  static const char *const keys[] = { "g", "h", "f", "bound", "limit", NULL };
  g_auto(GStrv) words = g_strsplit (line, " ", -1);
  gboolean changed = FALSE;

  for (guint i = 1; words[i] != NULL; i++)
    {
      double v;

      if (g_strv_contains (keys, words[i - 1]) && strpbrk (words[i], ".eE") != NULL
          && qd_check_parse_number (words[i], &v))
        {
          locale_t saved = qd_format_c_enter ();

          g_free (words[i]);
          words[i] = qd_format_number_short_locale (v);
          qd_format_c_leave (saved);
          changed = TRUE;
        }
    }
  return changed ? g_strjoinv (" ", words) : NULL;
}

/* Traces written before g, h and f were rounded (issue 49) have every digit
 * of them: an answer's line that differs from the run's only there is taken
 * as the run's, so both forms are right.  Lines that still differ stay as
 * the answer wrote them, for the verdict to show. */
static void
accept_long_numbers (QdCheckText *given, const QdCheckText *expected)
{
  guint n = MIN (qd_check_text_length (given), qd_check_text_length (expected));

  for (guint i = 0; i < n; i++)
    {
      const char *want = qd_check_text_line (expected, i);
      g_autofree char *rounded = NULL;

      if (strcmp (qd_check_text_line (given, i), want) == 0)
        continue;
      rounded = round_trace_numbers (qd_check_text_line (given, i));
      if (rounded != NULL && strcmp (rounded, want) == 0)
        {
          g_free (given->lines->pdata[i]);
          given->lines->pdata[i] = g_steal_pointer (&rounded);
        }
    }
}

/* RBFS: the f-limit of an expansion or the value of a backup worked out
 * (as practice explains them); FALSE when there is none to tell. */
static gboolean
explain_rbfs (const QdSearchRun *run, guint event, QdCheckResult *result)
{
  QdSearchEvent e;
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *why = NULL;

  if (run->settings.algorithm != QD_SPACE_RBFS)
    return FALSE;
  qd_search_run_event (run, event, &e);
  qd_search_doc_state_text (qd_search_run_doc (run), qd_search_run_event_state (run, event), name);
  why = e.kind == QD_SEARCH_EVENT_BACKUP ? qd_search_practice_rbfs_backup_why (run, event, &e, name->str)
        : e.kind == QD_SEARCH_EVENT_EXPAND ? qd_search_practice_rbfs_limit_why (run, &e, name->str)
                                           : NULL;
  if (why == NULL)
    return FALSE;
  qd_check_result_explain (result, "%s", why);
  return TRUE;
}

static QdCheckResult *
check_trace (const QdSearchCheck *check, const char *answer, gsize length, gboolean strict)
{
  const QdSearchRun *run = check->run;
  const QdCheckText *expected = qd_check_reference_lines (&check->trace, strict);
  QdCheckText given;
  QdCheckResult *result;
  guint index = 0;
  gint64 event;

  if (!check->has_trace)
    return qd_check_result_new_unreadable (_("the search is too long for a trace: only its output can be checked"));
  qd_check_text_init (&given, answer, length, strict);
  accept_long_numbers (&given, expected);
  result = qd_check_compare (expected, &given, &index);
  qd_check_text_clear (&given);
  if (result == NULL)
    return qd_check_result_new_correct ();
  result->reference = g_strdup (check->trace.text);
  result->reference_line = index + 1;
  event = trace_line_event (run, index);
  if (event < 0 || event >= qd_search_run_n_events (run))
    {
      qd_check_result_explain (result, _("The run's trace ends here."));
      result->step = last_step (run);
      return result;
    }
  result->step = step_of_event (run, (guint) event);
  switch (qd_search_run_event_at (run, (guint) event)->kind)
    {
    case QD_SEARCH_EVENT_EXPAND:
    case QD_SEARCH_EVENT_GOAL:
      if (result->step >= 0)
        explain_expansion (run, (guint) result->step, result);
      explain_rbfs (run, (guint) event, result);
      break;
    case QD_SEARCH_EVENT_GENERATE:
      explain_successors (run, (guint) event, result);
      break;
    case QD_SEARCH_EVENT_BACKUP:
      if (!explain_rbfs (run, (guint) event, result))
        qd_check_result_explain (result, _("RBFS backs up a node's value when the least f of its successors "
                                           "exceeds its f-limit: that f replaces the node's own, and its subtree is "
                                           "forgotten."));
      break;
    default:
      qd_check_result_explain (result, _("An iteration starts when the one before ends without a solution."));
      break;
    }
  return result;
}

/* --- Path answers ------------------------------------------------------- */

static gboolean
is_count_line (const char *line)
{
  static const char *const keys[] = { "cost ", "expanded ", "generated ", "repeated ", "frontier-max ",
                                      "depth ", "iterations ", "time-ms ", NULL };

  if (g_str_equal (line, "no solution") || g_str_equal (line, "cutoff") || g_str_equal (line, "stopped"))
    return TRUE;
  for (guint i = 0; keys[i] != NULL; i++)
    if (g_str_has_prefix (line, keys[i]))
      return TRUE;
  return FALSE;
}

static QdCheckResult *
wrong_line (const QdCheckText *given, const QdCheckText *expected, guint index, const char *expected_line)
{
  (void) expected;
  return qd_check_result_new_wrong (index + 1, expected_line, qd_check_text_line (given, index));
}

/* Follows the answer's path lines from the start: NULL when every step is
 * legal and it ends at the goal (its cost in *cost, the number of path
 * lines in *n_path), else the verdict. */
static QdCheckResult *
follow_path (const QdSearchCheck *check, const QdCheckText *given, const QdCheckText *expected, double *cost,
             guint *n_path)
{
  const QdSearchRun *run = check->run;
  const QdSpace *space = run->space;
  gboolean tiles = run->doc->kind == QD_SEARCH_TILES;
  g_autofree guint8 *state = g_memdup2 (qd_search_space_start (space), space->state_size);
  g_autofree guint8 *child = g_malloc (space->state_size);
  g_autoptr(GString) text = g_string_new (NULL);
  guint n = qd_check_text_length (given), i = 0;
  QdCheckResult *result;

  *cost = 0;
  if (!tiles)
    {
      qd_search_doc_state_text (run->doc, state, text);
      if (n == 0 || is_count_line (qd_check_text_line (given, 0)))
        return wrong_line (given, expected, 0, text->str);
      if (strcmp (qd_check_text_line (given, 0), text->str) != 0)
        {
          result = wrong_line (given, expected, 0, text->str);
          qd_check_result_explain (result, _("The path starts at the start, %s."), text->str);
          return result;
        }
      i = 1;
    }
  for (; i < n && !is_count_line (qd_check_text_line (given, i)); i++)
    {
      const char *line = qd_check_text_line (given, i);
      QdSpaceAction action;
      double step_cost;

      g_string_truncate (text, 0);
      qd_search_doc_state_text (run->doc, state, text);
      if (!qd_search_doc_action_from_text (run->doc, line, &action)
          || !qd_search_space_apply (space, state, action, child, &step_cost))
        {
          result = qd_check_result_new_wrong (i + 1, qd_check_text_line (expected, i), line);
          qd_check_result_explain (result, tiles ? _("The blank cannot move “%s” from %s.")
                                                 : _("“%s” is not a step from %s."), line, text->str);
          return result;
        }
      *cost += step_cost;
      memcpy (state, child, space->state_size);
    }
  *n_path = i;
  if (!space->is_goal (space, state))
    {
      g_string_truncate (text, 0);
      qd_search_doc_state_text (run->doc, state, text);
      result = qd_check_result_new_wrong (i + 1, NULL, i < n ? qd_check_text_line (given, i) : NULL);
      qd_check_result_explain (result, _("The path ends at %s, which is not the goal."), text->str);
      return result;
    }
  return NULL;
}

/* The lines after the path: `cost`, `expanded`, `generated` in that order
 * (the answer may end before any of them), then only --stats lines.  The
 * counts are compared when the path is the run's (`counts`). */
static QdCheckResult *
check_counts (const QdSearchCheck *check, const QdCheckText *given, guint n_path, double cost, gboolean counts)
{
  const QdSpaceResult *r = qd_search_run_result (check->run);
  const char *keys[] = { "cost ", "expanded ", "generated " };
  guint64 values[] = { 0, r->expanded, r->generated };
  guint n = qd_check_text_length (given);

  /* Only the path lines, or all three. */
  for (guint k = 0; k < G_N_ELEMENTS (keys) && n > n_path; k++)
    {
      guint at = n_path + k;
      const char *line = qd_check_text_line (given, at);
      g_autofree char *want = NULL;
      QdCheckResult *result;
      double v;

      if (line == NULL)
        {
          if (k == 0)
            {
              g_autofree char *c = qd_format_number (cost);

              want = g_strconcat ("cost ", c, NULL);
            }
          else
            want = g_strdup_printf ("%s%" G_GUINT64_FORMAT, keys[k], values[k]);
          result = qd_check_result_new_wrong (at + 1, counts || k == 0 ? want : NULL, NULL);
          qd_check_result_explain (result, _("The output ends with the lines cost, expanded and generated."));
          return result;
        }

      if (k == 0)
        {
          g_autofree char *c = qd_format_number (cost);

          want = g_strconcat ("cost ", c, NULL);
          if (g_str_has_prefix (line, "cost ") && qd_check_parse_number (line + 5, &v)
              && fabs (v - cost) <= 1e-9 * MAX (1, fabs (cost)))
            continue;
          result = qd_check_result_new_wrong (at + 1, want, line);
          qd_check_result_explain (result, _("The path's steps add up to %s."), c);
          return result;
        }
      want = g_strdup_printf ("%s%" G_GUINT64_FORMAT, keys[k], values[k]);
      if (counts ? strcmp (line, want) == 0 : g_str_has_prefix (line, keys[k]))
        continue;
      result = qd_check_result_new_wrong (at + 1, want, line);
      result->step = last_step (check->run);
      qd_check_result_explain (result, k == 1 ? _("The search expands a node each time it generates its successors "
                                                  "(the goal, selected, is not expanded): --trace lists them.")
                                              : _("Every successor a node has counts as generated, added to "
                                                  "the frontier or not: --trace lists them."));
      return result;
    }
  for (guint i = n_path + G_N_ELEMENTS (keys); i < n; i++)
    if (!is_count_line (qd_check_text_line (given, i)))
      {
        QdCheckResult *result = qd_check_result_new_wrong (i + 1, NULL, qd_check_text_line (given, i));

        qd_check_result_explain (result, _("After the path come only the count lines."));
        return result;
      }
  return NULL;
}

static QdCheckResult *
check_path (const QdSearchCheck *check, const char *answer, gsize length, gboolean strict)
{
  const QdSpaceResult *r = qd_search_run_result (check->run);
  const QdCheckText *expected = qd_check_reference_lines (&check->output, strict);
  QdCheckText given;
  QdCheckResult *result = NULL;
  guint index = 0, n_path = 0;
  double cost = 0;
  gboolean same_path = TRUE;

  qd_check_text_init (&given, answer, length, strict);
  if (r->status != QD_SPACE_SOLVED || !check->optimal)
    {
      /* The run's output itself, line by line (the path lines alone may
       * stop before the counts). */
      QdCheckText dummy;

      qd_check_text_clear (&given);
      result = qd_check_reference_compare (&check->output, answer, length, strict, &dummy, &index);
      if (result != NULL && result->given == NULL && index >= qd_check_text_length (&dummy)
          && index < qd_check_text_length (expected) && r->status == QD_SPACE_SOLVED
          && g_str_has_prefix (qd_check_text_line (expected, index), "cost "))
        {
          /* Only the path lines: right. */
          qd_check_result_free (result);
          result = NULL;
        }
      qd_check_text_clear (&dummy);
      if (result != NULL)
        {
          result->reference_line = index + 1;
          if (r->status == QD_SPACE_SOLVED && index < r->n_steps + 1)
            qd_check_result_explain (result, _("%s with this tie rule returns this path, the one of the goal node "
                                               "it selects first (--trace shows the order)."),
                                     qd_space_algorithm_to_string (check->run->settings.algorithm));
          else if (index >= qd_check_text_length (expected) - 2)
            result->step = last_step (check->run);
        }
      goto done;
    }
  result = follow_path (check, &given, expected, &cost, &n_path);
  if (result != NULL)
    goto done;
  if (fabs (cost - r->cost) > 1e-9 * MAX (1, fabs (r->cost)))
    {
      g_autofree char *least = qd_format_number (r->cost), *c = qd_format_number (cost);
      guint d = 0;

      while (d < n_path && g_strcmp0 (qd_check_text_line (&given, d), qd_check_text_line (expected, d)) == 0)
        d++;
      result = qd_check_result_new_wrong (d + 1, qd_check_text_line (expected, d), qd_check_text_line (&given, d));
      qd_check_result_explain (result, _("The path costs %s; the least cost is %s."), c, least);
      goto done;
    }
  for (guint i = 0; i < n_path; i++)
    if (g_strcmp0 (qd_check_text_line (&given, i), qd_check_text_line (expected, i)) != 0)
      same_path = FALSE;
  if (n_path != (check->run->doc->kind == QD_SEARCH_TILES ? r->n_steps : r->n_steps + 1))
    same_path = FALSE;
  result = check_counts (check, &given, n_path, cost, same_path);
  /* Another path of the least cost is right, but under --check-strict its
   * final line break counts as the other commands' does. */
  if (result == NULL)
    result = qd_check_final_newline (expected, &given);
done:
  qd_check_text_clear (&given);
  if (result == NULL)
    return qd_check_result_new_correct ();
  if (result->reference == NULL)
    result->reference = g_strdup (check->output.text);
  return result;
}

static gboolean
is_trace (const char *answer, gsize length)
{
  while (length > 0 && g_ascii_isspace (*answer))
    answer++, length--;
  return (length >= 7 && memcmp (answer, "expand ", 7) == 0)
         || (length >= 10 && memcmp (answer, "iteration ", 10) == 0)
         || (length >= 5 && memcmp (answer, "goal ", 5) == 0);
}

/* The offset past a trace's header: the blank lines and the comment lines
 * (`#`) at the top, the trace's own and the window's export header (after a
 * byte-order mark, unless `strict`); *lines counts the lines skipped. */
static gsize
header_end (const char *answer, gsize length, gboolean strict, guint *lines)
{
  gsize at = strict ? 0 : qd_text_skip_bom (answer, length);

  *lines = 0;
  while (at < length)
    {
      const char *nl = memchr (answer + at, '\n', length - at);
      const char *p = answer + at;
      gsize n = (nl != NULL ? (gsize) (nl - answer) : length) - at;

      qd_text_trim (&p, &n);
      if ((n > 0 && *p != '#') || nl == NULL)
        break;
      at = (gsize) (nl - answer) + 1;
      (*lines)++;
    }
  return at;
}

QdCheckResult *
qd_search_check_answer (const QdSearchCheck *check, const char *answer, gsize length, gboolean strict)
{
  g_autofree char *reason = NULL;
  guint skipped;
  gsize body;
  QdCheckResult *result;

  if (!qd_check_is_text (answer, length, &reason))
    return qd_check_result_new_unreadable (reason);
  body = header_end (answer, length, strict, &skipped);
  if (!is_trace (answer + body, length - body))
    return check_path (check, answer, length, strict);
  result = check_trace (check, answer + body, length - body, strict);
  /* The line numbers are the answer's, its header counted. */
  if (result->verdict == QD_CHECK_WRONG)
    result->line += skipped;
  return result;
}
