/* qd-bayes-page-practice.c — practice (core/qd-practice.h): "What is
 * P(Burglary = true | JohnCalls = true)?" on the network on show when it
 * is small (at most MAX_NODES chance nodes: a posterior by hand), three
 * different questions with evidence on one or two other nodes drawn at
 * random (never the query, never none), the answer computed by
 * enumeration (qd_bayes_ask) and checked within 0.005.
 * The canvas hides the marginals while practising, and shows each
 * question's evidence while it is asked. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define MAX_NODES 8
#define QUESTIONS 3

static char *
no_names (const char *typed, gpointer data)
{
  return NULL;
}

static guint
chance_nodes (QdBayesNet *net, guint *nodes)
{
  guint n = 0;

  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    if (qd_bayes_net_node (net, v)->kind == QD_BELIEF_CHANCE)
      nodes[n++] = v;
  return n;
}

/* EVIDENCE (all -1 on entry) on OBSERVED distinct nodes of NODES drawn at
 * random, the query's excepted: a node drawn twice, or the query drawn,
 * left a question with less evidence than said, or none ("P(X | )"). */
static void
draw_evidence (QdBayesNet *net, GRand *rand, const guint *nodes, guint n, guint query, guint observed, gint *evidence)
{
  g_autofree guint *others = g_new (guint, n);
  guint n_others = 0;

  for (guint i = 0; i < n; i++)
    if (nodes[i] != query)
      others[n_others++] = nodes[i];
  for (guint i = 0; i < observed && i < n_others; i++)
    {
      guint pick = g_rand_int_range (rand, (gint32) i, (gint32) n_others);
      guint v = others[pick];

      others[pick] = others[i];
      others[i] = v;
      evidence[v] = g_rand_int_range (rand, 0, qd_bayes_net_node (net, v)->n_states);
    }
}

/* One question on a random query and one or two observed others; FALSE
 * when the evidence drawn is impossible, or the question was asked
 * already (ASKED: the texts so far): draw again. */
static gboolean
add_question (QdBayesPage *self, QdPractice *practice, GRand *rand, const guint *nodes, guint n, GPtrArray *asked)
{
  QdBayesNet *net = self->engine->net;
  guint query = nodes[g_rand_int_range (rand, 0, n)];
  g_autofree gint *evidence = g_new (gint, qd_bayes_net_n_nodes (net));
  QdBayesAskOptions options;
  QdBayesAnswer answer = { 0 };
  g_autofree char *given = NULL;
  g_autofree char *text = NULL;
  guint observed = g_rand_int_range (rand, 1, MIN (n - 1, 2) + 1);

  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    evidence[v] = -1;
  draw_evidence (net, rand, nodes, n, query, observed, evidence);
  given = qd_bayes_evidence_to_string (net, evidence);
  text = g_strdup_printf (_("What is P(%s = %s | %s)?"), qd_bayes_net_node (net, query)->name,
                          qd_bayes_net_node (net, query)->states[0], given);
  if (g_ptr_array_find_with_equal_func (asked, text, g_str_equal, NULL))
    return FALSE;
  qd_bayes_ask_options_init (&options);
  options.algorithm = QD_BAYES_ENUMERATION;
  if (!qd_bayes_ask (net, query, evidence, &options, &answer, NULL) || answer.status != QD_BELIEF_OK)
    {
      qd_bayes_answer_clear (&answer);
      return FALSE;
    }
  qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_END, asked->len, text, answer.posterior[0], 0.005,
                                 _("Enumeration: P(x | e) = α Σ over the hidden variables of the product of the "
                                   "tables, α making the states sum to 1."),
                                 _("Write P(x, e) and P(¬x, e) as sums over the hidden variables of the tables’ "
                                   "products, then normalise."));
  qd_bayes_answer_clear (&answer);
  g_ptr_array_add (self->practice_evidence, g_steal_pointer (&evidence));
  g_ptr_array_add (asked, g_steal_pointer (&text));
  return TRUE;
}

static QdPractice *
practice_new (QdBayesPage *self, guint *nodes, guint n)
{
  QdPractice *practice = qd_practice_new (no_names, NULL, NULL);
  g_autoptr(GRand) rand = g_rand_new ();
  g_autoptr(GPtrArray) asked = g_ptr_array_new_with_free_func (g_free);

  g_clear_pointer (&self->practice_evidence, g_ptr_array_unref);
  self->practice_evidence = g_ptr_array_new_with_free_func (g_free);
  for (guint tries = 0; asked->len < QUESTIONS && tries < 50; tries++)
    add_question (self, practice, rand, nodes, n, asked);
  qd_practice_set_note (practice, _("Answers are checked within 0.005; the posteriors are hidden meanwhile."));
  return practice;
}

void
qd_bayes_practice_sync (QdBayesPage *self)
{
  g_autofree guint *nodes = NULL;
  guint n;

  if (!self->practicing)
    return;
  nodes = g_new (guint, MAX (qd_bayes_net_n_nodes (self->net), 1));
  n = chance_nodes (self->net, nodes);
  if (self->engine == NULL || n < 2 || n > MAX_NODES)
    {
      qd_practice_bar_set_practice (self->practice_bar, NULL,
                                    _("Practice asks for a small network (2 to 8 chance nodes): open the burglary "
                                      "or the sprinkler example."));
      return;
    }
  qd_practice_bar_set_practice (self->practice_bar, practice_new (self, nodes, n), NULL);
}

/* The question's evidence on the canvas (its posteriors hidden). */
static void
on_question_changed (QdPracticeBar *bar, QdBayesPage *self)
{
  guint step;
  guint n = qd_bayes_net_n_nodes (self->net);

  if (self->practice_evidence == NULL || !qd_practice_bar_question_step (bar, QUESTIONS, &step) ||
      step >= self->practice_evidence->len || n != self->evidence_count)
    return;
  memcpy (self->evidence, g_ptr_array_index (self->practice_evidence, step), sizeof (gint) * n);
  qd_bayes_page_keep_evidence (self);
  qd_bayes_eliminate_reset (self);
  qd_bayes_query_update (self);
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdBayesPage *self = page;

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->board_pane));
  qd_bayes_practice_sync (self);
  qd_bayes_page_refresh (self);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

void
qd_bayes_practice_init (QdBayesPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
}
