/* qd-plan-cli-explain.c — `quandary-cli plan DOMAIN PROBLEM` for a
 * student: `--explain H` (why heuristic H has its value on the initial
 * state, or on the state after `--after N` actions of the plan found: the
 * fact costs of hmax and hadd, the relaxed plan of hff, the landmarks of
 * lmcut, each summing or rising to the value), `--practice` (the practice
 * questions on the states of the plan found, with their answers and why:
 * problems/plan/qd-plan-practice.h), `--landmarks` (the landmark graph
 * and which landmarks are reached on the path to that state:
 * qd-plan-cli-landmarks.c) and `--tree FILE` (the search tree,
 * every node with its g, h and f, as `quandary-cli search --tree` writes
 * it: data/FORMATS.md "Search trees"). */
#include "config.h"
#include "cli/plan/qd-plan-cli-private.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/plan/qd-plan-cli-outputs.h"
#include "core/qd-space-tree.h"
#include "core/qd-strips-heuristic.h"
#include "core/qd-strips-space.h"
#include "problems/plan/qd-plan-practice.h"

void
qd_plan_cli_add_explain_entries (GOptionContext *context, QdPlanCliOptions *o)
{
  GOptionEntry entries[] = {
    { "explain", 0, 0, G_OPTION_ARG_STRING, &o->explain_name,
      N_("Explain a heuristic's value (hmax, hadd, hff, lmcut, goalcount or blind) on the initial state"),
      N_("NAME") },
    { "after", 0, 0, G_OPTION_ARG_STRING, &o->after_text,
      N_("--explain, --landmarks and the pictures (--png, --svg, --pdf) on the state after the first N actions of the plan "
         "(found or checked; default: the initial state, or for the pictures where a plan checked fails)"), N_("N") },
    { "landmarks", 0, 0, G_OPTION_ARG_NONE, &o->landmarks,
      N_("Print the landmark graph (facts every plan makes true, and their orderings) and which landmarks are "
         "reached on the way to the state of --after, with the landmark-count value"), NULL },
    { "practice", 0, 0, G_OPTION_ARG_NONE, &o->practice,
      N_("Print the practice questions on the states of the plan found, with their answers"), NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  qd_cli_tree_add_entries (context, &o->tree, FALSE);
}

gboolean
qd_plan_cli_check_explain (QdPlanCliOptions *o)
{
  QdStripsHeuristicKind kind = QD_STRIPS_HMAX;
  gint64 after = 0;

  if (!qd_cli_tree_check (&o->tree))
    return FALSE;
  if (o->explain_name != NULL && !qd_strips_heuristic_from_string (o->explain_name, &kind))
    QD_CLI_USAGE (_("--explain: “%s” is not one of %s"), o->explain_name, "blind, goalcount, hmax, hadd, hff, lmcut");
  if (o->after_text != NULL && o->explain_name == NULL && !o->landmarks
      && !qd_cli_pictures_wanted (qd_plan_cli_outputs_pictures (o->outputs)))
    QD_CLI_USAGE ("%s", _("--after goes with --explain, --landmarks, --png, --svg or --pdf"));
  if (o->after_text != NULL && !qd_cli_parse_integer ("--after", o->after_text, 0, G_MAXUINT32, &after))
    return FALSE;
  o->after = (guint) after;
  qd_plan_cli_outputs_set_after (o->outputs, o->after_text != NULL ? after : -1);
  o->explain = kind;
  if ((o->explain_name != NULL || o->practice || o->landmarks || o->tree.path != NULL)
      && (o->check != NULL || o->graph || g_strcmp0 (o->algorithm_name, "graphplan") == 0))
    QD_CLI_USAGE ("%s", _("--explain, --landmarks, --practice and --tree do not go with --check, --graph or graphplan"));
  if ((o->explain_name != NULL || o->landmarks) && o->practice)
    QD_CLI_USAGE ("%s", _("--explain (or --landmarks) and --practice go one at a time"));
  return TRUE;
}

void
qd_plan_cli_clear_explain (QdPlanCliOptions *o)
{
  g_free (o->explain_name);
  g_free (o->after_text);
  qd_cli_tree_clear (&o->tree);
}

gboolean
qd_plan_cli_explain_asked (const QdPlanCliOptions *o)
{
  return o->explain_name != NULL || o->practice || o->landmarks;
}

/* ---- --tree */

struct _QdPlanCliTree {
  QdSearchTree *tree;
  QdSpaceTree *rec;
};

/* A node's label: the action that led to it; the root's is "start". */
static void
tree_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  const QdStrips *strips = data;

  if (move != QD_MOVE_NONE && move < strips->n_ops)
    g_string_append (out, strips->ops[move].name);
}

QdPlanCliTree *
qd_plan_cli_tree_start (const QdPlanCliOptions *o, const QdStrips *strips, QdSpaceOptions *options)
{
  QdPlanCliTree *t;

  if (o->tree.path == NULL)
    return NULL;
  t = g_new0 (QdPlanCliTree, 1);
  t->tree = qd_cli_tree_new (&o->tree, QD_SEARCH_TREE_STATE);
  t->rec = qd_space_tree_new (t->tree, options, tree_move_text, (gpointer) strips, NULL);
  return t;
}

int
qd_plan_cli_tree_finish (QdPlanCliTree *t, const QdPlanCliOptions *o, const QdSpaceResult *result, int status)
{
  gboolean written;

  if (t == NULL)
    return status;
  qd_space_tree_finish (t->rec, result);
  written = qd_cli_tree_write (&o->tree, t->tree);
  qd_space_tree_free (t->rec);
  qd_search_tree_unref (t->tree);
  g_free (t);
  return written ? status : QD_EXIT_INPUT;
}

/* ---- the plan found, for --after and --practice */

static void
search_options (const QdPlanCliOptions *o, const gint *stop, QdSpaceOptions *options)
{
  qd_space_options_init (options);
  options->algorithm = o->algorithm;
  options->weight = o->weight;
  options->max_nodes = o->max_nodes;
  options->max_bytes = o->max_bytes;
  options->stop = stop;
}

/* The plan of the search --algorithm and --heuristic choose, into `plan`
 * (guint operators); FALSE (printed) when there is none. */
static gboolean
find_plan (const QdPlanCliOptions *o, const QdStrips *strips, const gint *stop, GArray *plan)
{
  g_autoptr(QdStripsHeuristic) h = qd_strips_heuristic_new (strips, o->heuristic);
  g_autoptr(QdSpace) space = qd_strips_space_new_heuristic (strips, h);
  QdSpaceResult result = { 0 };
  QdSpaceOptions options;
  gboolean found;

  search_options (o, stop, &options);
  qd_space_solve (space, strips->init, &options, &result);
  found = result.status == QD_SPACE_SOLVED;
  if (found)
    g_array_append_vals (plan, result.actions, result.n_steps);
  else
    g_printerr ("%s\n", _("quandary-cli: no plan was found: --after and --practice need one"));
  qd_space_result_clear (&result);
  return found;
}

char *
qd_plan_cli_practice_text (const QdPlanCliOptions *o, const QdStrips *strips, gboolean goal_reachable,
                           const gint *stop, int *status)
{
  g_autoptr(GArray) plan = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPractice) practice = NULL;

  *status = QD_EXIT_NO_SOLUTION;
  if (!goal_reachable || !find_plan (o, strips, stop, plan))
    return g_strdup ("no plan\n");
  practice = qd_plan_practice_new (strips, (const guint *) plan->data, plan->len, &error);
  *status = practice != NULL ? QD_EXIT_OK : QD_EXIT_INPUT;
  if (practice == NULL)
    {
      g_printerr ("quandary-cli: %s\n", error->message);
      return g_strdup ("");
    }
  return qd_plan_practice_to_text (practice);
}

int
qd_plan_cli_explain (const QdPlanCliOptions *o, const QdStrips *strips, gboolean goal_reachable, const gint *stop)
{
  g_autoptr(GArray) plan = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint64 *state = g_memdup2 (strips->init, strips->n_words * sizeof (guint64));
  g_autofree guint64 *next = g_new0 (guint64, strips->n_words);
  guint after = 0;

  if (o->practice)
    {
      int status;
      g_autofree char *text = qd_plan_cli_practice_text (o, strips, goal_reachable, stop, &status);

      fputs (text, stdout);
      return status;
    }
  if (o->after > 0 && (!goal_reachable || !find_plan (o, strips, stop, plan)))
    {
      printf ("no plan\n");
      return QD_EXIT_NO_SOLUTION;
    }
  if (o->after > plan->len)
    g_printerr (_("quandary-cli: --after %u: the plan found has %u actions: the state after them all\n"), o->after,
                plan->len);
  if (plan->len > 0 && o->after > 0)
    printf (ngettext ("after %u action of the plan found:\n", "after %u actions of the plan found:\n",
                      MIN (o->after, plan->len)), MIN (o->after, plan->len));
  for (; after < o->after && after < plan->len; after++)
    {
      guint op = g_array_index (plan, guint, after);

      printf ("  %s\n", strips->ops[op].name);
      qd_strips_apply (strips, state, op, next);
      memcpy (state, next, strips->n_words * sizeof (guint64));
    }
  if (o->explain_name != NULL)
    {
      int status = qd_plan_cli_print_explanation (strips, state, o->explain);

      if (status != QD_EXIT_OK || !o->landmarks)
        return status;
    }
  return qd_plan_cli_print_landmarks (o, strips, (const guint *) plan->data, after, stop);
}
