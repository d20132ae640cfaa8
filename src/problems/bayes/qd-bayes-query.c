/* qd-bayes-query.c — questions as people type them (qd-bayes.h): evidence
 * "A=x, B=y", query lines "VAR | VAR=STATE, …", the algorithms' names, and
 * the options and answers of qd_bayes_ask (qd-bayes-ask.c).  Each refusal is
 * a QD_BAYES_ERROR_QUESTION naming the node or state. */
#include "config.h"
#include "qd-bayes.h"
#include "qd-bayes-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

/* ---- evidence */

/* NAME (P .. P + LENGTH, blanks around it dropped) as a node; -1 with ERROR. */
gint
qd_bayes_find_typed_node (const QdBayesNet *net, const char *p, gsize length, GError **error)
{
  g_autofree char *name = NULL;
  gint index;

  qd_text_trim (&p, &length);
  name = g_strndup (p, length);
  if ((index = qd_bayes_net_find (net, name)) < 0)
    {
      g_autofree char *quoted = qd_text_quote (name, -1);

      qd_bayes_question_error (error, _("no node is named “%s”"), quoted);
    }
  return index;
}

/* One "NODE=STATE" into EVIDENCE. */
static gboolean
parse_observation (const QdBayesNet *net, const char *p, gsize length, gint *evidence, GError **error)
{
  const char *equals = memchr (p, '=', length), *state_text;
  g_autofree char *state = NULL, *quoted = NULL;
  gsize state_length;
  const QdBayesNode *node;
  gint index, s;

  if (equals == NULL)
    {
      quoted = qd_text_quote (p, (gssize) length);
      return qd_bayes_question_error (error, _("“%s” is not NODE=STATE"), quoted);
    }
  if ((index = qd_bayes_find_typed_node (net, p, (gsize) (equals - p), error)) < 0)
    return FALSE;
  node = qd_bayes_net_node (net, (guint) index);
  state_text = equals + 1, state_length = length - (gsize) (equals - p) - 1;
  qd_text_trim (&state_text, &state_length);
  state = g_strndup (state_text, state_length);
  quoted = qd_text_quote (state, -1);
  if (node->kind == QD_BELIEF_UTILITY)
    return qd_bayes_question_error (error, _("the utility node %s cannot be observed"), node->name);
  if (evidence[index] >= 0)
    return qd_bayes_question_error (error, _("%s is observed twice"), node->name);
  if ((s = qd_bayes_node_find_state (node, state)) < 0)
    return qd_bayes_question_error (error, _("%s has no state “%s”"), node->name, quoted);
  evidence[index] = s;
  return TRUE;
}

gboolean
qd_bayes_parse_evidence (const QdBayesNet *net, const char *text, gint *evidence, GError **error)
{
  const char *p = text;

  for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
    evidence[i] = -1;
  while (*p != '\0')
    {
      const char *comma = strchr (p, ',');
      gsize length = comma != NULL ? (gsize) (comma - p) : strlen (p);
      const char *item = p;

      p += length + (comma != NULL);
      if (qd_text_is_blank (item, length) && comma == NULL && item == text)
        break;
      if (!parse_observation (net, item, length, evidence, error))
        return FALSE;
    }
  return TRUE;
}

char *
qd_bayes_evidence_to_string (const QdBayesNet *net, const gint *evidence)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; evidence != NULL && i < qd_bayes_net_n_nodes (net); i++)
    if (evidence[i] >= 0)
      {
        const QdBayesNode *node = qd_bayes_net_node (net, i);

        g_string_append_printf (out, "%s%s=%s", out->len > 0 ? ", " : "", node->name, node->states[evidence[i]]);
      }
  return g_string_free (out, FALSE);
}

gboolean
qd_bayes_parse_query_line (const QdBayesNet *net, const char *line, guint *query, gint *evidence, GError **error)
{
  const char *bar = strchr (line, '|');
  gint index = qd_bayes_find_typed_node (net, line, bar != NULL ? (gsize) (bar - line) : strlen (line), error);

  if (index < 0)
    return FALSE;
  if (!qd_bayes_parse_evidence (net, bar != NULL ? bar + 1 : "", evidence, error))
    return FALSE;
  if (bar != NULL && qd_text_is_blank (bar + 1, strlen (bar + 1)))
    return qd_bayes_question_error (error, _("nothing after “|”: give NODE=STATE, … or no “|”"));
  if (evidence[index] >= 0)
    return qd_bayes_question_error (error, _("the query %s is observed"), qd_bayes_net_node (net, (guint) index)->name);
  *query = (guint) index;
  return TRUE;
}

/* ---- algorithms */

static const char *const algorithm_names[] = { "enumeration", "ve", "junction-tree", "prior", "rejection",
                                               "likelihood", "gibbs" };
static const char *const algorithm_labels[] = { N_("Enumeration"), N_("Variable elimination"), N_("Junction tree"),
                                                N_("Prior sampling"), N_("Rejection sampling"),
                                                N_("Likelihood weighting"), N_("Gibbs sampling") };

const char *
qd_bayes_algorithm_to_string (QdBayesAlgorithm algorithm)
{
  g_return_val_if_fail ((guint) algorithm < G_N_ELEMENTS (algorithm_names), NULL);
  return algorithm_names[algorithm];
}

const char *
qd_bayes_algorithm_label (QdBayesAlgorithm algorithm)
{
  g_return_val_if_fail ((guint) algorithm < G_N_ELEMENTS (algorithm_labels), NULL);
  return _(algorithm_labels[algorithm]);
}

gint
qd_bayes_algorithm_from_string (const char *name)
{
  for (guint a = 0; name != NULL && a < G_N_ELEMENTS (algorithm_names); a++)
    if (strcmp (name, algorithm_names[a]) == 0)
      return (gint) a;
  return -1;
}

gboolean
qd_bayes_algorithm_is_exact (QdBayesAlgorithm algorithm)
{
  return algorithm <= QD_BAYES_JUNCTION_TREE;
}

void
qd_bayes_ask_options_init (QdBayesAskOptions *options)
{
  *options = (QdBayesAskOptions) {
    .algorithm = QD_BAYES_VE,
    .heuristic = QD_BELIEF_ORDER_WEIGHTED_MIN_FILL,
    .other_heuristics = TRUE,
    .prune = TRUE,
    .samples = 10000,
    .seed = 1,
    .burn_in = 100,
  };
}

void
qd_bayes_answer_clear (QdBayesAnswer *answer)
{
  g_clear_pointer (&answer->posterior, g_free);
  memset (answer, 0, sizeof *answer);
}

