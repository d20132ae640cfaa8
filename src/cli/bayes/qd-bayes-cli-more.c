/* qd-bayes-cli-more.c — `quandary-cli bayes`: the questions beside one
 * posterior: d-separation (--dsep), every marginal at once by the junction
 * tree (--all-marginals), the best decision (--decide) and the value of
 * perfect information (--vpi). */
#include "config.h"
#include "qd-bayes-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-belief-decide.h"
#include "core/qd-belief-tree.h"

gboolean
qd_bayes_cli_parse_nodes (const QdBayesNet *net, const char *text, gboolean *flags, GError **error)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);
  guint n = 0;

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = g_strstrip (names[i]);
      gint node;

      if (*name == '\0')
        continue;
      node = qd_bayes_net_find (net, name);
      if (node < 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("the network has no node “%s”"), name);
          return FALSE;
        }
      flags[node] = TRUE;
      n++;
    }
  if (n > 0)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("no node named in “%s”"), text);
  return FALSE;
}

/* Prints "quandary-cli: NETWORK: MESSAGE"; the exit status for it. */
static int
fail (const QdBayesCliRun *run, GError *error)
{
  g_prefix_error (&error, "%s: ", run->path);
  qd_cli_print_error (error);
  g_error_free (error);
  return QD_EXIT_INPUT;
}

static int
fail_impossible (const QdBayesCliRun *run, const gint *evidence)
{
  g_autofree char *text = qd_bayes_evidence_to_string (run->net, evidence);

  return fail (run, g_error_new (G_IO_ERROR, G_IO_ERROR_FAILED, _("impossible evidence: P(%s) is 0"), text));
}

/* The most entries a factor may hold, as text. */
static char *
max_entries (const QdBayesCliRun *run)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT,
                          run->ask.max_entries != 0 ? run->ask.max_entries : QD_BELIEF_DEFAULT_MAX_ENTRIES);
}

/* ------------------------------------------------------------ --dsep */

static gboolean
is_parent (const QdBayesNet *net, guint parent, guint child)
{
  const QdBayesNode *node = qd_bayes_net_node (net, child);

  for (guint i = 0; i < node->n_parents; i++)
    if (node->parents[i] == parent)
      return TRUE;
  return FALSE;
}

/* "A, B" of the nodes flagged in FLAGS but not in EXCEPT, or "none". */
static char *
flagged_names (const QdBayesNet *net, const gboolean *flags, const gboolean *except)
{
  GString *out = g_string_new (NULL);

  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    if (flags[v] && (except == NULL || !except[v]))
      g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", qd_bayes_net_node (net, v)->name);
  if (out->len == 0)
    g_string_append (out, "none");
  return g_string_free (out, FALSE);
}

static void
print_separation (const QdBayesNet *net, const QdBeliefSeparation *sep, const gboolean *x)
{
  g_autofree char *reachable = flagged_names (net, sep->reachable, x);

  if (sep->separated)
    {
      g_autofree char *blocking = flagged_names (net, sep->blocking, NULL);

      printf ("independent\nblocked at: %s\n", blocking);
    }
  else
    {
      printf ("dependent\ntrail: %s", qd_bayes_net_node (net, sep->trail[0])->name);
      for (guint i = 1; i < sep->n_trail; i++)
        printf (" %s %s", is_parent (net, sep->trail[i - 1], sep->trail[i]) ? "->" : "<-",
                qd_bayes_net_node (net, sep->trail[i])->name);
      printf ("\n");
    }
  printf ("reachable: %s\n", reachable);
}

int
qd_bayes_cli_dsep (QdBayesCliRun *run, const char *x_text, const char *y_text, const char *given,
                   const QdCliPictures *pictures)
{
  guint n = qd_bayes_net_n_nodes (run->net);
  g_autofree gboolean *x = g_new0 (gboolean, n), *y = g_new0 (gboolean, n), *z = g_new0 (gboolean, n);
  QdBeliefSeparation sep = { 0 };
  GError *error = NULL;
  gboolean written;

  if (!qd_bayes_cli_parse_nodes (run->net, x_text, x, &error) ||
      !qd_bayes_cli_parse_nodes (run->net, y_text, y, &error) ||
      (given != NULL && !qd_bayes_cli_parse_nodes (run->net, given, z, &error)))
    return fail (run, error);
  for (guint v = 0; v < n; v++)
    if ((x[v] && (y[v] || z[v])) || (y[v] && z[v]))
      return fail (run, g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                                     _("%s is named twice: X, Y and the nodes given must not meet"),
                                     qd_bayes_net_node (run->net, v)->name));
  qd_belief_separation (qd_bayes_net_numbers (run->net), x, y, z, &sep);
  print_separation (run->net, &sep, x);
  fflush (stdout);
  written = qd_bayes_cli_write_pictures (pictures, run, &(QdBayesCliPicture) { -1, NULL, FALSE, &sep, x, y, z });
  qd_belief_separation_clear (&sep);
  return written ? QD_EXIT_OK : QD_EXIT_INPUT;
}

/* ------------------------------------------------------------ --all-marginals */

int
qd_bayes_cli_all_marginals (QdBayesCliRun *run, const gint *evidence)
{
  g_autoptr(QdBeliefTree) tree = NULL;
  QdBeliefStatus status = QD_BELIEF_OK;
  char number[QD_BAYES_CLI_NUMBER];
  double largest = 0, total = 0;

  tree = qd_belief_tree_new (qd_bayes_net_numbers (run->net), run->ask.heuristic, run->ask.max_entries,
                             run->ask.stop, &status, &largest, &total);
  if (tree == NULL && status == QD_BELIEF_TOO_BIG)
    {
      GError *error = NULL;

      qd_bayes_tree_refusal (largest, total, run->ask.max_entries, &error);
      return fail (run, error);
    }
  if (tree != NULL)
    status = qd_belief_tree_propagate (tree, evidence, run->ask.stop);
  if (tree == NULL || status == QD_BELIEF_STOPPED)
    {
      g_printerr (_("quandary-cli: stopped before the end: nothing is printed\n"));
      return QD_EXIT_STOPPED;
    }
  if (status == QD_BELIEF_IMPOSSIBLE)
    return fail_impossible (run, evidence);
  for (guint v = 0; v < qd_bayes_net_n_nodes (run->net); v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (run->net, v);
      const double *marginal = qd_belief_tree_marginal (tree, v);

      for (guint s = 0; marginal != NULL && s < node->n_states; s++)
        printf ("%s %s %s\n", node->name, node->states[s], QD_BAYES_CLI_FORMAT (number, "%.10f", marginal[s]));
    }
  printf ("P(evidence) %s\n", QD_BAYES_CLI_FORMAT (number, "%.10g", qd_belief_tree_evidence_probability (tree)));
  fflush (stdout);
  return QD_EXIT_OK;
}

/* ------------------------------------------------------------ --decide and --vpi */

/* The decision network's checks: a decision node, the evidence not on it. */
static gint
find_decision (const QdBayesCliRun *run, const gint *evidence)
{
  gint d = qd_bayes_net_decision (run->net);

  if (d < 0)
    fail (run, g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("the network has no decision node")));
  else if (evidence[d] >= 0)
    {
      fail (run, g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                              _("%s is the decision: it is chosen, not observed"), qd_bayes_net_node (run->net, d)->name));
      d = -1;
    }
  return d;
}

static int
fail_status (QdBayesCliRun *run, QdBeliefStatus status, const gint *evidence)
{
  if (status == QD_BELIEF_IMPOSSIBLE)
    return fail_impossible (run, evidence);
  if (status == QD_BELIEF_TOO_BIG)
    {
      g_autofree char *most = max_entries (run);

      return fail (run, g_error_new (G_IO_ERROR, G_IO_ERROR_NO_SPACE, _("a factor would hold more than %s entries"),
                                     most));
    }
  g_printerr (_("quandary-cli: stopped before the end: nothing is printed\n"));
  return QD_EXIT_STOPPED;
}

/* "A=x, B=y" of the decision's parents' configuration I (odometer, last fastest). */
static char *
configuration_name (const QdBayesNet *net, const QdBayesNode *decision, guint i)
{
  g_autofree guint *state = g_new0 (guint, decision->n_parents + 1);
  GString *out = g_string_new (NULL);

  for (guint p = decision->n_parents; p-- > 0;)
    {
      guint card = qd_bayes_net_node (net, decision->parents[p])->n_states;

      state[p] = i % card;
      i /= card;
    }
  for (guint p = 0; p < decision->n_parents; p++)
    {
      const QdBayesNode *parent = qd_bayes_net_node (net, decision->parents[p]);

      g_string_append_printf (out, "%s%s=%s", p > 0 ? ", " : "", parent->name, parent->states[state[p]]);
    }
  if (out->len == 0)
    g_string_append (out, "(nothing observed)");
  return g_string_free (out, FALSE);
}

static void
print_decision (const QdBayesNet *net, const QdBeliefDecision *decision)
{
  const QdBayesNode *d = qd_bayes_net_node (net, decision->decision);
  char number[QD_BAYES_CLI_NUMBER];

  printf ("decision %s\n", d->name);
  for (guint i = 0; i < decision->n_info; i++)
    {
      g_autofree char *info = configuration_name (net, d, i);

      printf ("%s P %s", info, QD_BAYES_CLI_FORMAT (number, "%.10g", decision->info_probability[i]));
      if (decision->info_probability[i] <= 0)
        {
          printf (" impossible\n");
          continue;
        }
      printf (" EU");
      for (guint s = 0; s < d->n_states; s++)
        printf (" %s %s", d->states[s], QD_BAYES_CLI_FORMAT (number, "%.10g", decision->expected[i * d->n_states + s]));
      printf (" best %s\n", d->states[decision->policy[i]]);
    }
  printf ("MEU %s\n", QD_BAYES_CLI_FORMAT (number, "%.10g", decision->meu));
}

int
qd_bayes_cli_decide (QdBayesCliRun *run, const gint *evidence)
{
  QdBeliefDecision decision = { 0 };
  QdBeliefStatus status;

  if (find_decision (run, evidence) < 0)
    return QD_EXIT_INPUT;
  status = qd_belief_decide (qd_bayes_net_numbers (run->net), evidence, run->ask.max_entries, run->ask.stop,
                             &decision);
  if (status == QD_BELIEF_OK && !isfinite (decision.meu))
    status = QD_BELIEF_IMPOSSIBLE;
  if (status == QD_BELIEF_OK)
    print_decision (run->net, &decision);
  qd_belief_decision_clear (&decision);
  fflush (stdout);
  return status == QD_BELIEF_OK ? QD_EXIT_OK : fail_status (run, status, evidence);
}

int
qd_bayes_cli_vpi (QdBayesCliRun *run, const gint *evidence, const char *var)
{
  gint x = qd_bayes_net_find (run->net, var);
  QdBeliefStatus status;
  char number[QD_BAYES_CLI_NUMBER];
  double vpi = 0;

  if (find_decision (run, evidence) < 0)
    return QD_EXIT_INPUT;
  if (x < 0)
    return fail (run, g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("the network has no node “%s”"), var));
  if (qd_bayes_net_node (run->net, x)->kind != QD_BELIEF_CHANCE || evidence[x] >= 0)
    return fail (run, g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                                   _("--vpi needs a chance node not observed: %s is not one"), var));
  status = qd_belief_vpi (qd_bayes_net_numbers (run->net), evidence, (guint) x, run->ask.max_entries, run->ask.stop,
                          &vpi);
  if (status != QD_BELIEF_OK)
    return fail_status (run, status, evidence);
  if (!isfinite (vpi))
    return fail (run, g_error_new (G_IO_ERROR, G_IO_ERROR_FAILED, _("the value of information is not a number")));
  printf ("VPI(%s) %s\n", var, QD_BAYES_CLI_FORMAT (number, "%.10g", vpi));
  fflush (stdout);
  return QD_EXIT_OK;
}
