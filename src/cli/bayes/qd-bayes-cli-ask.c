/* qd-bayes-cli-ask.c — `quandary-cli bayes`: one query answered by
 * qd_bayes_ask and printed, with VE's steps or enumeration's tree, and a
 * file of queries answered in one run. */
#include "config.h"
#include "qd-bayes-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "problems/bayes/qd-bayes-terms.h"

/* ------------------------------------------------------------ VE's steps */

typedef struct {
  const QdBayesNet *net;
  GString *out;
} Steps;

static const char *
node_name (const QdBayesNet *net, guint var)
{
  return qd_bayes_net_node (net, var)->name;
}

/* "f(A, B)" of a scope. */
static void
append_scope (GString *out, const QdBayesNet *net, const guint *vars, guint n)
{
  g_string_append (out, "f(");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", node_name (net, vars[i]));
  g_string_append_c (out, ')');
}

static void
on_step (gpointer data, const QdBeliefStep *step)
{
  Steps *s = data;

  if (step->var == G_MAXUINT)
    g_string_append_printf (s->out, "step %u: multiply ", step->index + 1);
  else
    g_string_append_printf (s->out, "step %u: sum out %s from ", step->index + 1, node_name (s->net, step->var));
  for (guint i = 0; i < step->n_joined; i++)
    {
      if (i > 0)
        g_string_append (s->out, " × ");
      append_scope (s->out, s->net, step->joined[i]->vars, step->joined[i]->n);
    }
  g_string_append (s->out, " -> ");
  append_scope (s->out, s->net, step->scope, step->n_scope);
  g_string_append_printf (s->out, ", %" G_GSIZE_FORMAT " entries\n", step->size);
}

/* ------------------------------------------------------------ one query */

gboolean
qd_bayes_cli_answer (QdBayesCliRun *run, guint query, const gint *evidence, GString *steps, QdBayesAnswer *answer,
                     GError **error)
{
  QdBayesAskOptions options = run->ask;
  Steps step_data = { run->net, steps };
  char largest[QD_BAYES_CLI_NUMBER];
  g_autoptr(QdBayesTermTree) tree = qd_bayes_term_tree_new (query);
  gboolean done;

  if (run->steps && steps != NULL && options.algorithm == QD_BAYES_VE)
    {
      options.on_step = on_step;
      options.data = &step_data;
    }
  else if (run->steps && steps != NULL && options.algorithm == QD_BAYES_ENUMERATION)
    {
      options.on_term = qd_bayes_term_tree_add;
      options.data = tree;
    }
  done = qd_bayes_ask (run->net, query, evidence, &options, answer, error);
  if (done && options.on_term != NULL)
    qd_bayes_term_tree_print (steps, run->net, tree);
  if (done && options.on_step != NULL)
    g_string_append_printf (steps, "largest factor: %s entries (eliminating %s), width %u\n",
                            QD_BAYES_CLI_FORMAT (largest, "%.0f", answer->cost.largest),
                            answer->cost.largest_var < qd_bayes_net_n_nodes (run->net)
                              ? node_name (run->net, answer->cost.largest_var) : "-",
                            answer->cost.width);
  if (!done || answer->status != QD_BELIEF_OK)
    return done;
  /* Numbers are exact or refused: never a NaN printed. */
  for (guint s = 0; s < qd_bayes_net_node (run->net, query)->n_states; s++)
    if (!isfinite (answer->posterior[s]))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("the answer is not a number (P(%s) = %g)"),
                     node_name (run->net, query), answer->posterior[s]);
        return FALSE;
      }
  return TRUE;
}

void
qd_bayes_cli_format_answer (GString *out, const QdBayesCliRun *run, guint query, const QdBayesAnswer *answer)
{
  const QdBayesNode *node = qd_bayes_net_node (run->net, query);
  char number[QD_BAYES_CLI_NUMBER];

  for (guint s = 0; s < node->n_states; s++)
    g_string_append_printf (out, "%s %s\n", node->states[s], QD_BAYES_CLI_FORMAT (number, "%.10f", answer->posterior[s]));
  if (qd_bayes_algorithm_is_exact (run->ask.algorithm))
    g_string_append_printf (out, "P(evidence) %s\n", QD_BAYES_CLI_FORMAT (number, "%.10g", answer->evidence_probability));
  else
    g_string_append_printf (out, "samples %" G_GUINT64_FORMAT " kept %" G_GUINT64_FORMAT " effective %s\n",
                            run->ask.samples, answer->n_kept, QD_BAYES_CLI_FORMAT (number, "%.10g", answer->effective));
}

/* ------------------------------------------------------------ --queries */

typedef struct {
  guint line;                /* 1-based */
  char *text;                /* the line, trimmed */
  guint query;
  gint *evidence;
} Query;

static void
query_free (gpointer data)
{
  Query *q = data;

  g_free (q->text);
  g_free (q->evidence);
  g_free (q);
}

/* FILE's queries, every line checked; NULL after printing the first bad one. */
static GPtrArray *
read_queries (const QdBayesCliRun *run, const char *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) queries = g_ptr_array_new_with_free_func (query_free);
  g_auto(GStrv) lines = NULL;
  gsize length;

  if (!qd_cli_read (file, &contents, &length, &error))
    {
      qd_cli_print_error (error);
      return NULL;
    }
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *text = g_strstrip (lines[i]);
      Query *q;

      if (*text == '\0' || *text == '#')
        continue;
      q = g_new0 (Query, 1);
      *q = (Query) { i + 1, g_strdup (text), 0, g_new (gint, qd_bayes_net_n_nodes (run->net)) };
      g_ptr_array_add (queries, q);
      if (!qd_bayes_parse_query_line (run->net, text, &q->query, q->evidence, &error))
        {
          g_prefix_error (&error, "%s: line %u: ", file, i + 1);
          qd_cli_print_error (error);
          return NULL;
        }
    }
  return g_steal_pointer (&queries);
}

int
qd_bayes_cli_queries (QdBayesCliRun *run, const char *file, gboolean stats)
{
  g_autoptr(GPtrArray) queries = read_queries (run, file);
  g_autoptr(GString) out = g_string_new (NULL);
  int status = QD_EXIT_OK;
  gint64 start = g_get_monotonic_time ();
  char ms[QD_BAYES_CLI_NUMBER];

  if (queries == NULL)
    return QD_EXIT_INPUT;
  for (guint i = 0; i < queries->len; i++)
    {
      Query *q = g_ptr_array_index (queries, i);
      g_autoptr(GError) error = NULL;
      QdBayesAnswer answer = { 0 };
      gint64 begin = g_get_monotonic_time ();

      g_string_truncate (out, 0);
      g_string_append_printf (out, "%s%s\n", i > 0 ? "\n" : "", q->text);
      if (!qd_bayes_cli_answer (run, q->query, q->evidence, out, &answer, &error))
        {
          g_string_append_printf (out, "error: %s\n", error->message);
          g_prefix_error (&error, "%s: line %u: ", file, q->line);
          qd_cli_print_error (error);
          status = QD_EXIT_INPUT;
        }
      else if (answer.status == QD_BELIEF_STOPPED)
        status = QD_EXIT_STOPPED;
      else
        qd_bayes_cli_format_answer (out, run, q->query, &answer);
      qd_bayes_answer_clear (&answer);
      if (stats)
        g_printerr ("query %u time-ms %s\n", i, QD_BAYES_CLI_FORMAT (ms, "%.3f", (g_get_monotonic_time () - begin) / 1000.0));
      fputs (out->str, stdout);
      if (status == QD_EXIT_STOPPED)
        break;
    }
  fflush (stdout);
  if (stats)
    g_printerr ("queries %u time-ms %s\n", queries->len,
                QD_BAYES_CLI_FORMAT (ms, "%.3f", (g_get_monotonic_time () - start) / 1000.0));
  return status;
}
