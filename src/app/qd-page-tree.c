/* qd-page-tree.c — a page's search tree, in step with its replay. */
#include "config.h"
#include "qd-page-tree.h"

struct _QdPageTree
{
  QdBoardPane *board;
  QdSearchTreePane *pane;
  QdStepper *stepper;
  QdPageTreeShow show;
  gpointer page;

  QdSearchTree *tree;
  gint32 *step_nodes;        /* n_steps + 1, or NULL */
  guint n_steps;
  gint32 *node_steps;        /* the first step at each node (-1: none), built on demand */
  guint n_node_steps;
  gboolean syncing;          /* a selection made here: not a user's */
};

static gboolean
tree_on_show (QdPageTree *self)
{
  return self->tree != NULL && qd_board_pane_get_search_tree_shown (self->board);
}

static gint
step_of_node (QdPageTree *self, gint node)
{
  if (self->step_nodes == NULL || node < 0)
    return -1;
  if (self->node_steps == NULL)
    {
      self->n_node_steps = qd_search_tree_n_nodes (self->tree);
      self->node_steps = g_new (gint32, MAX (self->n_node_steps, 1));
      for (guint i = 0; i < self->n_node_steps; i++)
        self->node_steps[i] = -1;
      for (guint s = 0; s <= self->n_steps; s++)
        {
          gint32 n = self->step_nodes[s];

          if (n >= 0 && (guint) n < self->n_node_steps && self->node_steps[n] < 0)
            self->node_steps[n] = (gint32) s;
        }
    }
  return (guint) node < self->n_node_steps ? self->node_steps[node] : -1;
}

/* The tree follows the replay. */
static void
on_step_changed (QdPageTree *self)
{
  guint step;

  if (self->syncing || self->step_nodes == NULL || !qd_stepper_has_run (self->stepper))
    return;
  step = MIN (qd_stepper_get_step (self->stepper), self->n_steps);
  self->syncing = TRUE;
  qd_search_tree_view_select (qd_search_tree_pane_get_view (self->pane), self->step_nodes[step]);
  self->syncing = FALSE;
}

/* The replay follows the tree; the board shows the node. */
static void
on_node_selected (QdSearchTreePane *pane, gint node, QdPageTree *self)
{
  gint step;

  if (self->syncing)
    return;
  step = step_of_node (self, node);
  if (step >= 0 && self->stepper != NULL && qd_stepper_has_run (self->stepper))
    {
      self->syncing = TRUE;
      qd_stepper_stop_playing (self->stepper);
      qd_stepper_go_to (self->stepper, (guint) step);
      self->syncing = FALSE;
    }
  self->show (self->page);
}

static void
on_shown_changed (QdPageTree *self)
{
  self->show (self->page);
}

QdPageTree *
qd_page_tree_new (QdCanvas *board_view, QdStepper *stepper, QdPageTreeShow show, gpointer page)
{
  QdPageTree *self = g_new0 (QdPageTree, 1);
  QdBoardPane *board = QD_BOARD_PANE (gtk_widget_get_ancestor (GTK_WIDGET (board_view), QD_TYPE_BOARD_PANE));

  g_return_val_if_fail (board != NULL, NULL);
  self->board = board;
  self->pane = qd_board_pane_add_search_tree (board);
  self->stepper = stepper;
  self->show = show;
  self->page = page;
  g_signal_connect (self->pane, "node-selected", G_CALLBACK (on_node_selected), self);
  g_signal_connect_swapped (board, "notify::search-tree-shown", G_CALLBACK (on_shown_changed), self);
  if (stepper != NULL)
    g_signal_connect_swapped (stepper, "changed", G_CALLBACK (on_step_changed), self);
  return self;
}

static void
drop_steps (QdPageTree *self)
{
  g_clear_pointer (&self->step_nodes, g_free);
  g_clear_pointer (&self->node_steps, g_free);
  self->n_steps = 0;
  self->n_node_steps = 0;
}

void
qd_page_tree_free (QdPageTree *self)
{
  if (self == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->pane, self);
  g_signal_handlers_disconnect_by_data (self->board, self);
  if (self->stepper != NULL)
    g_signal_handlers_disconnect_by_data (self->stepper, self);
  self->syncing = TRUE;
  qd_search_tree_pane_set_tree (self->pane, NULL);
  g_clear_pointer (&self->tree, qd_search_tree_unref);
  drop_steps (self);
  g_free (self);
}

void
qd_page_tree_clear (QdPageTree *self)
{
  if (self == NULL || self->tree == NULL)
    return;
  /* The selection goes with the tree, silently: the page clears its tree
   * while it replaces its document, and must not be asked to draw then. */
  self->syncing = TRUE;
  qd_search_tree_pane_set_tree (self->pane, NULL);
  self->syncing = FALSE;
  g_clear_pointer (&self->tree, qd_search_tree_unref);
  drop_steps (self);
}

void
qd_page_tree_none (QdPageTree *self, const char *why)
{
  qd_page_tree_clear (self);
  qd_search_tree_pane_set_empty_text (self->pane, why);
}

QdSearchTree *
qd_page_tree_start (QdPageTree *self, QdSearchTreeKind kind, guint budget)
{
  qd_page_tree_clear (self);
  qd_search_tree_pane_set_empty_text (self->pane, NULL);
  self->tree = qd_search_tree_new (kind, budget);
  self->syncing = TRUE;
  qd_search_tree_pane_set_tree (self->pane, self->tree);
  self->syncing = FALSE;
  return qd_search_tree_ref (self->tree);
}

const QdSearchTree *
qd_page_tree_get_tree (QdPageTree *self)
{
  return self != NULL ? self->tree : NULL;
}

void
qd_page_tree_set_step_nodes (QdPageTree *self, gint32 *nodes, guint n_steps)
{
  drop_steps (self);
  self->step_nodes = nodes;
  self->n_steps = n_steps;
  qd_page_tree_run_ended (self);
  on_step_changed (self);
}

void
qd_page_tree_run_ended (QdPageTree *self)
{
  if (self != NULL && self->tree != NULL)
    qd_search_tree_view_refresh (qd_search_tree_pane_get_view (self->pane));
}

gint
qd_page_tree_get_node (QdPageTree *self)
{
  gint node;

  if (self == NULL || !tree_on_show (self) || !qd_search_tree_is_bound (self->tree))
    return -1;
  node = qd_search_tree_view_get_selected (qd_search_tree_pane_get_view (self->pane));
  return node >= 0 && (guint) node < qd_search_tree_n_nodes (self->tree) ? node : -1;
}

void
qd_page_tree_leave_node (QdPageTree *self)
{
  if (qd_page_tree_get_node (self) >= 0)
    qd_search_tree_view_select (qd_search_tree_pane_get_view (self->pane), -1);
}

QdSearchTreePane *
qd_page_tree_get_pane (QdPageTree *self)
{
  return self->pane;
}

GArray *
qd_page_tree_game_path (QdPageTree *self, char **description)
{
  gint node = qd_page_tree_get_node (self);
  GArray *path;

  if (node < 0)
    return NULL;
  path = g_array_sized_new (FALSE, FALSE, sizeof (QdMove), qd_search_tree_node (self->tree, (guint) node)->depth + 1);
  g_array_set_size (path, qd_search_tree_node (self->tree, (guint) node)->depth + 1);
  g_array_set_size (path, qd_search_tree_game_moves_to (self->tree, (guint) node, (QdMove *) (gpointer) path->data));
  *description = qd_search_tree_view_describe_node (qd_search_tree_pane_get_view (self->pane), (guint) node);
  return path;
}

gint32 *
qd_page_tree_csp_step_nodes (const QdSearchTree *tree, const gboolean *assigned, guint n_steps)
{
  gint32 *nodes = g_new (gint32, n_steps + 1);
  guint n = tree != NULL ? qd_search_tree_n_nodes (tree) : 0;
  guint assignments = 0;
  gint32 current = n > 0 ? 0 : -1;

  /* Assignment k is node k (the recorder's order); an undo goes back to the
   * node's parent.  Past the nodes the tree kept there is no node. */
  nodes[0] = current;
  for (guint s = 0; s < n_steps; s++)
    {
      if (assigned[s])
        {
          assignments++;
          current = assignments < n ? (gint32) assignments : -1;
        }
      else if (current > 0)
        current = (gint32) qd_search_tree_node (tree, (guint) current)->parent;
      nodes[s + 1] = current;
    }
  return nodes;
}

void
qd_page_tree_select (QdPageTree *self, gint node)
{
  if (self->tree == NULL || node < 0 || (guint) node >= qd_search_tree_n_nodes (self->tree))
    return;
  qd_board_pane_set_search_tree_shown (self->board, TRUE);
  qd_search_tree_view_select (qd_search_tree_pane_get_view (self->pane), node);
}
