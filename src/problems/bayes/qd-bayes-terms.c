/* qd-bayes-terms.c — enumeration's tree kept, counted and worded
 * (qd-bayes-terms.h), for `quandary-cli bayes --algorithm enumeration
 * --steps` and the tab's Eliminate mode alike. */
#include "config.h"
#include "qd-bayes-terms.h"

static void
term_free (gpointer data)
{
  QdBayesTerm *term = data;

  g_ptr_array_unref (term->children);
  g_free (term);
}

static GPtrArray *
terms_new (void)
{
  return g_ptr_array_new_with_free_func (term_free);
}

QdBayesTermTree *
qd_bayes_term_tree_new (guint query)
{
  QdBayesTermTree *tree = g_new0 (QdBayesTermTree, 1);

  tree->query = query;
  tree->roots = terms_new ();
  tree->pending = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  return tree;
}

void
qd_bayes_term_tree_free (QdBayesTermTree *tree)
{
  if (tree == NULL)
    return;
  g_ptr_array_unref (tree->roots);
  g_ptr_array_unref (tree->pending);
  g_free (tree);
}

static GPtrArray *
pending_at (QdBayesTermTree *tree, guint depth)
{
  while (tree->pending->len <= depth)
    g_ptr_array_add (tree->pending, terms_new ());
  return g_ptr_array_index (tree->pending, depth);
}

void
qd_bayes_term_tree_add (gpointer data, guint depth, guint var, guint state, double factor, double value)
{
  QdBayesTermTree *tree = data;
  QdBayesTerm *term = g_new0 (QdBayesTerm, 1);

  /* The terms one deeper reported since are this one's subtrees. */
  *term = (QdBayesTerm) { depth, depth == 0 ? tree->query : var, state, factor, value, 0,
                          pending_at (tree, depth + 1) };
  tree->pending->pdata[depth + 1] = terms_new ();
  for (guint i = 0; i < term->children->len; i++)
    term->sum += ((const QdBayesTerm *) g_ptr_array_index (term->children, i))->value;
  g_ptr_array_add (depth == 0 ? tree->roots : pending_at (tree, depth), term);
  tree->n_terms++;
}

char *
qd_bayes_term_number (double value, gboolean locale)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  /* printf writes the locale's decimal point (LC_NUMERIC), g_ascii_formatd '.'. */
  return locale ? g_strdup_printf ("%.10g", value) : g_strdup (g_ascii_formatd (text, sizeof text, "%.10g", value));
}

char *
qd_bayes_term_text (const QdBayesNet *net, const QdBayesTerm *term, gboolean locale)
{
  const QdBayesNode *node = qd_bayes_net_node (net, term->var);
  const char *state = term->state < node->n_states ? node->states[term->state] : "?";
  g_autofree char *first = qd_bayes_term_number (term->depth == 0 ? term->value : term->factor, locale);
  g_autofree char *sum = NULL, *value = NULL;

  if (term->depth == 0 || term->children->len == 0)
    return g_strdup_printf ("%s=%s %s", node->name, state, first);
  sum = qd_bayes_term_number (term->sum, locale);
  value = qd_bayes_term_number (term->value, locale);
  return g_strdup_printf ("%s=%s %s × %s = %s", node->name, state, first, sum, value);
}

static void
print_term (GString *out, const QdBayesNet *net, const QdBayesTerm *term)
{
  g_autofree char *text = qd_bayes_term_text (net, term, FALSE);

  g_string_append_printf (out, "%*s%s\n", (int) (2 * term->depth), "", text);
  for (guint i = 0; i < term->children->len; i++)
    print_term (out, net, g_ptr_array_index (term->children, i));
}

void
qd_bayes_term_tree_print (GString *out, const QdBayesNet *net, const QdBayesTermTree *tree)
{
  for (guint r = 0; r < tree->roots->len; r++)
    print_term (out, net, g_ptr_array_index (tree->roots, r));
}
