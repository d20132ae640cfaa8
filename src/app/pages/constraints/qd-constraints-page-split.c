/* qd-constraints-page-split.c — the Constraints tab's domain splitting, as
 * AIspace's applet has it: the network made arc consistent, then a
 * variable's values split in two halves, each half made arc consistent
 * again (problems/csp/qd-csp-split.h); the history of splits is a tree,
 * listed in the sidebar as an outline, and any of its nodes can be taken
 * back onto the board and split further. */
#include "config.h"
#include "qd-constraints-page-private.h"

#include <glib/gi18n.h>

#include "problems/csp/qd-csp-split.h"

struct _QdConstraintsSplitMode {
  GtkListBox *list;
  const QdCspModel *model;   /* the model `split` was made of */
  QdCspSplit *split;         /* NULL: no splitting on show */
  guint current;
  gint *values;              /* a solution node's values, for the drawing */
  guint replayed;            /* the visit of a walk on show (practice), or G_MAXUINT */
};

QdConstraintsSplitMode *
qd_constraints_split_mode_new (GtkListBox *list)
{
  QdConstraintsSplitMode *mode = g_new0 (QdConstraintsSplitMode, 1);

  mode->list = list;
  mode->replayed = G_MAXUINT;
  return mode;
}

void
qd_constraints_split_mode_free (QdConstraintsSplitMode *mode)
{
  if (mode == NULL)
    return;
  qd_csp_split_free (mode->split);
  g_free (mode->values);
  g_free (mode);
}

gboolean
qd_constraints_split_mode_active (const QdConstraintsSplitMode *mode)
{
  return mode->split != NULL;
}

/* "x ∈ {1, 2}" for a node below the root: the half of its variable's values
 * its parent kept. */
static char *
node_name (const QdConstraintsSplitMode *mode, guint node)
{
  const QdCspSplitNode *n = qd_csp_split_node (mode->split, node);
  g_autofree gboolean *half = NULL;
  g_autofree char *set = NULL;

  if (n->parent == G_MAXUINT)
    return g_strdup (_("Root"));
  half = g_new (gboolean, qd_csp_domain_size (mode->model->csp, n->var) + 1);
  qd_csp_split_half (mode->split, node, half);
  set = qd_csp_model_domain_text (mode->model, n->var, half);
  /* TRANSLATORS: a half of a split domain, "x ∈ {1, 2}" */
  return g_strdup_printf (_("%s ∈ %s"), qd_csp_model_var (mode->model, n->var)->name, set);
}

static const char *
status_text (QdCspSplitStatus status)
{
  switch (status)
    {
    case QD_CSP_SPLIT_OPEN:
      return C_("domain splitting status", "open");
    case QD_CSP_SPLIT_SPLIT:
      return C_("domain splitting status", "split");
    case QD_CSP_SPLIT_SOLUTION:
      return C_("domain splitting status", "solution");
    case QD_CSP_SPLIT_FAILURE:
    default:
      return C_("domain splitting status", "no solution");
    }
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, QdConstraintsPage *page)
{
  gpointer node = g_object_get_data (G_OBJECT (row), "qd-node");

  if (node != NULL)
    qd_constraints_page_split_select (page, GPOINTER_TO_UINT (node) - 1);
}

/* The outline of the tree, in depth-first order, the node on show selected. */
static void
add_rows (QdConstraintsSplitMode *mode, guint node)
{
  const QdCspSplitNode *n = qd_csp_split_node (mode->split, node);
  g_autofree char *name = node_name (mode, node);
  /* TRANSLATORS: a node of the splitting history: "x ∈ {1, 2}: solution" */
  g_autofree char *text = g_strdup_printf (C_("splitting history row", "%s: %s"), name, status_text (n->status));
  /* TRANSLATORS: a screen reader's name of a row of the splitting history:
   * its depth, then "x ∈ {1, 2}: solution" */
  g_autofree char *spoken = g_strdup_printf (_("Level %u: %s"), n->depth, text);
  GtkWidget *row = qd_constraints_list_row (text, spoken, n->depth);
  GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

  if (n->status == QD_CSP_SPLIT_SOLUTION)
    gtk_widget_add_css_class (label, "success");
  else if (n->status == QD_CSP_SPLIT_FAILURE)
    gtk_widget_add_css_class (label, "error");
  g_object_set_data (G_OBJECT (row), "qd-node", GUINT_TO_POINTER (node + 1));
  gtk_list_box_append (mode->list, row);
  if (node == mode->current)
    gtk_list_box_select_row (mode->list, GTK_LIST_BOX_ROW (row));
  if (n->status == QD_CSP_SPLIT_SPLIT)
    for (guint h = 0; h < 2; h++)
      add_rows (mode, qd_csp_split_node (mode->split, node)->children[h]);
}

static void
update_list (QdConstraintsSplitMode *mode)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (mode->list))) != NULL)
    gtk_list_box_remove (mode->list, child);
  if (mode->split != NULL)
    add_rows (mode, 0);
  gtk_widget_set_visible (GTK_WIDGET (mode->list), mode->split != NULL);
}

void
qd_constraints_split_mode_connect (QdConstraintsSplitMode *mode, QdConstraintsPage *page)
{
  g_signal_connect (mode->list, "row-activated", G_CALLBACK (on_row_activated), page);
  update_list (mode);
}

void
qd_constraints_split_mode_clear (QdConstraintsSplitMode *mode)
{
  g_clear_pointer (&mode->split, qd_csp_split_free);
  g_clear_pointer (&mode->values, g_free);
  mode->model = NULL;
  mode->current = 0;
  mode->replayed = G_MAXUINT;
  update_list (mode);
}

gboolean
qd_constraints_split_mode_split (QdConstraintsSplitMode *mode, const QdCspModel *model, gint var)
{
  guint chosen;

  if (model == NULL)
    return FALSE;
  mode->replayed = G_MAXUINT;
  if (mode->split == NULL || mode->model != model)
    {
      qd_constraints_split_mode_clear (mode);
      mode->model = model;
      mode->split = qd_csp_split_new (model->csp);
      mode->values = g_new (gint, qd_csp_model_n_vars (model) + 1);
      /* The first Split shows the network made arc consistent first. */
      if (var < 0)
        {
          update_list (mode);
          return TRUE;
        }
    }
  chosen = var >= 0 ? (guint) var : qd_csp_split_choose (mode->split, mode->current);
  if (chosen == G_MAXUINT || !qd_csp_split_split (mode->split, mode->current, chosen))
    return FALSE;
  mode->current = qd_csp_split_node (mode->split, mode->current)->children[0];
  update_list (mode);
  return TRUE;
}

gboolean
qd_constraints_split_mode_can_split (const QdConstraintsSplitMode *mode)
{
  return mode->split == NULL || qd_csp_split_choose (mode->split, mode->current) != G_MAXUINT;
}

void
qd_constraints_split_mode_select (QdConstraintsSplitMode *mode, guint node)
{
  if (mode->split == NULL || node >= qd_csp_split_n_nodes (mode->split))
    return;
  mode->replayed = G_MAXUINT;
  mode->current = node;
  update_list (mode);
}

/* What the node on show says: how it was made, and what is left to do. */
static char *
sentence (const QdConstraintsSplitMode *mode, const QdCspSplitNode *n)
{
  g_autofree char *name = node_name (mode, mode->current);
  g_autofree char *made = NULL;
  const char *outcome;

  if (n->parent == G_MAXUINT)
    made = g_strdup_printf (ngettext ("The network made arc consistent: %u value removed.",
                                      "The network made arc consistent: %u values removed.", n->n_removed),
                            n->n_removed);
  else if (n->upper)
    /* TRANSLATORS: "x ∈ {3} (the upper half): arc consistency removed 2 values." */
    made = g_strdup_printf (ngettext ("%s (the upper half): arc consistency removed %u value.",
                                      "%s (the upper half): arc consistency removed %u values.", n->n_removed),
                            name, n->n_removed);
  else
    /* TRANSLATORS: "x ∈ {1, 2} (the lower half): arc consistency removed 3 values." */
    made = g_strdup_printf (ngettext ("%s (the lower half): arc consistency removed %u value.",
                                      "%s (the lower half): arc consistency removed %u values.", n->n_removed),
                            name, n->n_removed);
  switch (n->status)
    {
    case QD_CSP_SPLIT_OPEN:
      outcome = _("Split a variable of two values or more: select it and press Split, or activate it on the board.");
      break;
    case QD_CSP_SPLIT_SPLIT:
      outcome = _("Split already: pick one of its halves in the list.");
      break;
    case QD_CSP_SPLIT_SOLUTION:
      outcome = _("Every domain holds one value: a solution.");
      break;
    case QD_CSP_SPLIT_FAILURE:
    default:
      outcome = _("A domain is empty: no solution here.");
      break;
    }
  return g_strdup_printf ("%s %s", made, outcome);
}

char *
qd_constraints_split_mode_show (QdConstraintsSplitMode *mode, QdConstraintsRenderOptions *options)
{
  const QdCspSplitNode *n;
  const gboolean *const *domains;

  if (mode->split == NULL)
    return NULL;
  n = qd_csp_split_node (mode->split, mode->current);
  domains = qd_csp_split_domains (mode->split, mode->current);
  options->domains = domains;
  if (n->status == QD_CSP_SPLIT_SOLUTION)
    {
      qd_csp_split_values (mode->split, mode->current, mode->values);
      options->solution = mode->values;
    }
  else if (n->status == QD_CSP_SPLIT_FAILURE)
    for (guint v = 0; v < qd_csp_model_n_vars (mode->model) && options->wiped_out < 0; v++)
      if (qd_csp_split_count (mode->split, mode->current, v) == 0)
        options->wiped_out = (gint) v;
  return sentence (mode, n);
}

void
qd_constraints_split_mode_replay (QdConstraintsSplitMode *mode, const QdCspModel *model, const GArray *walk,
                                  guint visit)
{
  g_return_if_fail (model != NULL && walk != NULL && walk->len > 0);
  visit = MIN (visit, walk->len - 1);
  /* The same splits in the same order make the same nodes. */
  g_clear_pointer (&mode->split, qd_csp_split_free);
  g_clear_pointer (&mode->values, g_free);
  mode->model = model;
  mode->split = qd_csp_split_new (model->csp);
  mode->values = g_new (gint, qd_csp_model_n_vars (model) + 1);
  for (guint k = 1; k <= visit; k++)
    {
      const QdConstraintsSplitVisit *v = &g_array_index (walk, QdConstraintsSplitVisit, k);

      if (v->split_parent != G_MAXUINT)
        qd_csp_split_split (mode->split, v->split_parent, v->split_var);
    }
  mode->current = g_array_index (walk, QdConstraintsSplitVisit, visit).node;
  mode->replayed = visit;
  update_list (mode);
}

guint
qd_constraints_split_mode_replayed (const QdConstraintsSplitMode *mode)
{
  return mode->split != NULL ? mode->replayed : G_MAXUINT;
}

const QdCspModel *
qd_constraints_split_mode_model (const QdConstraintsSplitMode *mode)
{
  return mode->split != NULL ? mode->model : NULL;
}
