/* qd-page-present.c — a page in a presentation (qd_page_set_presenting):
 * its controls folded away over the board, its board and search tree drawn
 * for a projector and fitted to the screen, Page Up and Page Down stepping
 * through its replay or its game. */
#include "config.h"
#include "qd-page.h"
#include "qd-page-private.h"

#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-widgets.h"

/* The board and its search tree. */
#define N_VIEWS 2

typedef struct {
  gboolean presenting;
  gboolean modal;                /* the flap's, before */
  gboolean fit[N_VIEWS];         /* the views' zooms, before */
  double zoom[N_VIEWS];
  GtkPaned *paned;               /* a pane the board shares (a trace, plots), or NULL */
  int paned_position;            /* its divider, before */
} PresentState;

static GQuark
state_quark (void)
{
  return g_quark_from_static_string ("qd-page-present");
}

static void
state_free (gpointer data)
{
  PresentState *state = data;

  g_clear_object (&state->paned);
  g_free (state);
}

static PresentState *
get_state (QdPage *self)
{
  PresentState *state = g_object_get_qdata (G_OBJECT (self), state_quark ());

  if (state == NULL)
    {
      state = g_new0 (PresentState, 1);
      g_object_set_qdata_full (G_OBJECT (self), state_quark (), state, state_free);
    }
  return state;
}

/* The board (the page's canvas) and the search tree under it, or NULLs. */
static void
get_views (QdPage *self, QdCanvas *views[N_VIEWS])
{
  QdCanvas *board = qd_page_get_canvas (self);
  GtkWidget *pane = board != NULL ? gtk_widget_get_ancestor (GTK_WIDGET (board), QD_TYPE_BOARD_PANE) : NULL;
  QdSearchTreePane *tree = pane != NULL ? qd_board_pane_get_search_tree (QD_BOARD_PANE (pane)) : NULL;

  views[0] = board;
  views[1] = tree != NULL ? QD_CANVAS (qd_search_tree_pane_get_view (tree)) : NULL;
}

/* A board sharing a pane with a trace or plots gets four fifths of it while
 * presenting; the divider comes back after. */
static void
share_pane (QdPage *self, PresentState *state, QdCanvas *board, gboolean presenting)
{
  GtkWidget *paned = board != NULL ? gtk_widget_get_ancestor (GTK_WIDGET (board), GTK_TYPE_PANED) : NULL;

  if (!presenting)
    {
      if (state->paned != NULL)
        gtk_paned_set_position (state->paned, state->paned_position);
      g_clear_object (&state->paned);
      return;
    }
  if (paned != NULL && gtk_widget_is_ancestor (paned, GTK_WIDGET (self)))
    {
      gboolean vertical = gtk_orientable_get_orientation (GTK_ORIENTABLE (paned)) == GTK_ORIENTATION_VERTICAL;
      int extent = vertical ? gtk_widget_get_height (paned) : gtk_widget_get_width (paned);
      GtkWidget *start = gtk_paned_get_start_child (GTK_PANED (paned));
      gboolean board_first = start != NULL && gtk_widget_is_ancestor (GTK_WIDGET (board), start);

      if (extent <= 0)
        return;
      g_set_object (&state->paned, GTK_PANED (paned));
      state->paned_position = gtk_paned_get_position (GTK_PANED (paned));
      gtk_paned_set_position (GTK_PANED (paned), board_first ? extent * 4 / 5 : extent / 5);
    }
}

gboolean
qd_page_get_presenting (QdPage *self)
{
  PresentState *state = g_object_get_qdata (G_OBJECT (self), state_quark ());

  return state != NULL && state->presenting;
}

void
qd_page_set_presenting (QdPage *self, gboolean presenting)
{
  PresentState *state = get_state (self);
  AdwFlap *flap = qd_page_get_flap (self);
  QdCanvas *views[N_VIEWS];

  g_return_if_fail (QD_IS_PAGE (self));
  presenting = !!presenting;
  if (state->presenting == presenting)
    return;
  state->presenting = presenting;
  get_views (self, views);
  for (guint i = 0; i < N_VIEWS; i++)
    {
      if (views[i] == NULL)
        continue;
      if (presenting)
        {
          state->fit[i] = qd_canvas_get_fit (views[i]);
          state->zoom[i] = qd_canvas_get_zoom (views[i]);
          qd_canvas_set_presenting (views[i], TRUE);
          qd_canvas_set_fit (views[i], TRUE);
          continue;
        }
      qd_canvas_set_presenting (views[i], FALSE);
      if (state->fit[i])
        qd_canvas_set_fit (views[i], TRUE);
      else
        qd_canvas_set_zoom (views[i], state->zoom[i]);
    }
  share_pane (self, state, views[0], presenting);
  if (flap == NULL)
    return;
  /* The controls slide over the board, and Escape or a click on the board
   * puts them away again; off, the window fits the flap to its width. */
  if (presenting)
    {
      state->modal = adw_flap_get_modal (flap);
      adw_flap_set_modal (flap, TRUE);
      adw_flap_set_fold_policy (flap, ADW_FLAP_FOLD_POLICY_ALWAYS);
      adw_flap_set_reveal_flap (flap, FALSE);
    }
  else
    adw_flap_set_modal (flap, state->modal);
}

QdStepper *
qd_page_get_stepper (QdPage *self)
{
  GtkWidget *controls;

  g_return_val_if_fail (QD_IS_PAGE (self), NULL);
  /* Only the controls bound as template children are found: NULL if none. */
  controls = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), G_OBJECT_TYPE (self), "run_controls"));
  return QD_IS_RUN_CONTROLS (controls) ? qd_run_controls_get_stepper (QD_RUN_CONTROLS (controls)) : NULL;
}

gboolean
qd_page_present_step (QdPage *self, int direction, gboolean playing)
{
  g_return_val_if_fail (QD_IS_PAGE (self), FALSE);
  return QD_PAGE_GET_CLASS (self)->present_step (self, direction, playing);
}

guint
qd_page_present_position (QdPage *self)
{
  g_return_val_if_fail (QD_IS_PAGE (self), 0);
  return QD_PAGE_GET_CLASS (self)->present_position (self);
}

gboolean
qd_page_present_game_step (QdPage *self, int direction, gboolean playing, QdPageComputerMove computer_move)
{
  if (direction < 0)
    return qd_page_undo (self);
  return qd_page_redo (self) || computer_move (self, playing);
}

gboolean
qd_page_present_key (QdPage *self, guint keyval, GdkModifierType modifiers)
{
  if (!qd_page_get_presenting (self) || modifiers != 0 || (keyval != GDK_KEY_Page_Down && keyval != GDK_KEY_Page_Up))
    return FALSE;
  /* Taken even when there is no step: the key is the presenter's. */
  qd_page_present_step (self, keyval == GDK_KEY_Page_Down ? 1 : -1, FALSE);
  return TRUE;
}

/* The replay of the run controls: Page Down computes the run first when
 * there is none; Play stops at its end. */
static gboolean
qd_page_real_present_step (QdPage *self, int direction, gboolean playing)
{
  QdStepper *stepper = qd_page_get_stepper (self);
  const char *action = direction > 0 ? "run.step" : "run.step-back";

  if (stepper == NULL)
    return FALSE;
  if (qd_page_get_busy (self))
    return direction > 0;   /* the run is being computed */
  if (direction > 0 && playing && qd_stepper_has_run (stepper) && qd_stepper_is_finished (stepper))
    return FALSE;
  return qd_widget_action_enabled (GTK_WIDGET (self), action) &&
         gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
}

static guint
qd_page_real_present_position (QdPage *self)
{
  QdStepper *stepper = qd_page_get_stepper (self);

  return stepper != NULL ? qd_stepper_get_step (stepper) : 0;
}

void
qd_page_present_class_init (QdPageClass *klass)
{
  klass->present_step = qd_page_real_present_step;
  klass->present_position = qd_page_real_present_position;
}
