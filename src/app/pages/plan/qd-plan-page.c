/* qd-plan-page.c — the Planning tab.
 *
 * The document is the PDDL file opened (QdPlanDocument); its companion,
 * the other file of the task, is found beside it when it is opened
 * (qd-plan-page-files.c).  Both texts are edited in the Files pane; an
 * edit goes into the undo history with both texts (snapshot, restore).
 * The plan written in the sidebar is checked and stepped through
 * (qd-plan-page-steps.c); it is not part of the document. */
#include "config.h"
#include "qd-plan-page-private.h"
#include "app/widgets/qd-board-pane.h"
#include "render/plan/qd-plan-run-report.h"

#include <glib/gi18n.h>

G_DEFINE_FINAL_TYPE (QdPlanPage, qd_plan_page, QD_TYPE_PAGE)

#define EXAMPLE_DOMAIN "/io/github/quandary/Quandary/examples/plan/blocks-domain.pddl"
#define EXAMPLE_PROBLEM "/io/github/quandary/Quandary/examples/plan/blocks-problem.pddl"

static const QdTextExport text_exports[] = {
  { "state", N_("State as Facts…"), "state.pddl", QD_TEXT_EXPORT_DATA },
  { NULL }
};

/* ------------------------------------------------------------ actions */

static void
on_pane_toggled (QdPlanPage *self)
{
  gtk_stack_set_visible_child_name (self->content_stack,
                                    gtk_toggle_button_get_active (self->files_button) ? "files"
                                    : gtk_toggle_button_get_active (self->graph_button)   ? "graph"
                                    : gtk_toggle_button_get_active (self->landmarks_button) ? "landmarks"
                                                                                            : "state");
}

/* ------------------------------------------------------ QdPage methods */

static void
qd_plan_page_document_changed (QdPage *page, QdPageChange change)
{
  QdPlanPage *self = QD_PLAN_PAGE (page);

  self->document = qd_page_get_model (page);
  if (change != QD_PAGE_CHANGE_RESTORED)
    {
      g_clear_object (&self->companion_file);
      self->companion_modified = FALSE;
    }
  if (change == QD_PAGE_CHANGE_OPENED)
    {
      /* Another task: the plan written for the last one goes. */
      self->checked = FALSE;
      qd_plan_page_set_plan (self, "");
      qd_plan_editor_forget (self);
    }
  qd_plan_files_show (self);
  qd_plan_files_read_task (self, FALSE);
  qd_plan_steps_reset (self);
}

static void
qd_plan_page_opened (QdPage *page, GFile *file, GPtrArray *warnings)
{
  qd_plan_files_find (QD_PLAN_PAGE (page), file, warnings);
}

/* The landmark graph is the picture exported while its pane is shown. */
static gboolean
landmarks_drawing (QdPlanPage *self, QdPlanLandmarksDrawing *drawing)
{
  if (!gtk_toggle_button_get_active (self->landmarks_button) || self->landmarks == NULL || self->lm_reached == NULL)
    return FALSE;
  qd_plan_landmarks_drawing_init (drawing, self->landmarks, NULL);
  drawing->reached = self->lm_reached;
  drawing->state = self->lm_state;
  return TRUE;
}

static gboolean
qd_plan_page_get_picture_size (QdPage *page, double *width, double *height)
{
  QdPlanRenderOptions options;
  QdPlanLandmarksDrawing landmarks;

  if (landmarks_drawing (QD_PLAN_PAGE (page), &landmarks))
    {
      qd_plan_landmarks_draw_get_size (&landmarks, width, height);
      return TRUE;
    }
  if (QD_PLAN_PAGE (page)->trace == NULL)
    return FALSE;
  qd_plan_steps_options (QD_PLAN_PAGE (page), &options, NULL);
  qd_plan_render_get_size (&options, width, height);
  return TRUE;
}

static void
qd_plan_page_draw_picture (QdPage *page, cairo_t *cr, double width, double height)
{
  QdPlanRenderOptions options;
  QdPlanLandmarksDrawing landmarks;

  if (landmarks_drawing (QD_PLAN_PAGE (page), &landmarks))
    {
      qd_plan_landmarks_draw (cr, &landmarks);
      return;
    }
  if (QD_PLAN_PAGE (page)->trace == NULL)
    return;
  qd_plan_steps_options (QD_PLAN_PAGE (page), &options, NULL);
  qd_plan_render (cr, &options);
}

static char *
qd_plan_page_get_text_export (QdPage *page, const char *id)
{
  QdPlanPage *self = QD_PLAN_PAGE (page);
  GPtrArray *state;
  GString *out;

  if (self->trace == NULL || !g_str_equal (id, "state"))
    return NULL;
  state = qd_plan_trace_state (self->trace, self->position);
  out = g_string_new (NULL);
  for (guint i = 0; i < state->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) state->pdata[i]);
  return g_string_free (out, FALSE);
}

static gboolean
qd_plan_page_present_step (QdPage *page, int direction, gboolean playing)
{
  return qd_plan_steps_move (QD_PLAN_PAGE (page), direction);
}

static guint
qd_plan_page_present_position (QdPage *page)
{
  return QD_PLAN_PAGE (page)->position;
}

/* The task's files and the plan's, as the command that checks the tab's
 * plan names them: the plan's file is NAME.plan, where the tab reads it
 * from (qd_plan_text_name_for).  To free. */
static void
command_files (QdPlanPage *self, char **domain, char **problem, char **plan)
{
  g_autofree char *input = qd_page_report_input (QD_PAGE (self));
  g_autofree char *basename = g_path_get_basename (input);
  g_autofree char *companion = self->companion_file != NULL && g_file_is_native (self->companion_file)
                               ? g_file_get_path (self->companion_file)
                               : g_strdup (self->document->companion_name != NULL ? self->document->companion_name
                                                                                  : input);
  gboolean is_problem = self->document->kind == QD_PLAN_FILE_PROBLEM;

  *plan = qd_plan_text_name_for (basename);
  *domain = g_strdup (is_problem ? companion : input);
  *problem = g_strdup (is_problem ? input : companion);
}

/* The report: the task and, once a plan was checked, the plan and its
 * states (render/plan/qd-plan-run-report.h, as `quandary-cli plan
 * --check PLAN --report` writes it), and the command that checks it. */
static QdReport *
qd_plan_page_build_report (QdPage *page)
{
  QdPlanPage *self = QD_PLAN_PAGE (page);
  QdReport *report = qd_page_report_new (page);
  g_autofree char *domain = NULL, *problem = NULL, *plan = NULL;

  command_files (self, &domain, &problem, &plan);
  if (self->document->task == NULL)
    qd_report_add_instance (report, problem, 0, 0, NULL, NULL);
  else
    qd_plan_run_report_add (report, &(QdPlanReportRun) {
      .domain_path = domain, .problem_path = problem, .task = self->document->task,
      .trace = self->checked ? self->trace : NULL, .check_path = self->checked ? plan : NULL,
    });
  qd_page_report_add_command (report, (const char *[]) { "plan", domain, problem, "--check", plan,
                                                         NULL });
  return report;
}

/* Undo may act whenever: nothing runs. */
static gboolean
qd_plan_page_can_undo (QdPage *page)
{
  return TRUE;
}

/* -------------------------------------------------------------- GObject */

static void
qd_plan_page_dispose (GObject *object)
{
  QdPlanPage *self = QD_PLAN_PAGE (object);

  /* The view borrows the trace's state and goal: let go of them first. */
  if (self->state_view != NULL)
    qd_plan_view_set_options (self->state_view, NULL);
  qd_plan_files_clear (self);
  qd_plan_steps_clear (self);
  qd_plan_solve_free (self);
  qd_plan_explain_clear (self);
  qd_plan_practice_clear (self);
  qd_plan_editor_clear (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_PLAN_PAGE);
  G_OBJECT_CLASS (qd_plan_page_parent_class)->dispose (object);
}

void
qd_plan_page_bind_children (GtkWidgetClass *widget_class, const QdPlanChild *children, guint n)
{
  for (guint i = 0; i < n; i++)
    gtk_widget_class_bind_template_child_full (widget_class, children[i].name, FALSE, children[i].offset);
}

static void
bind_template (GtkWidgetClass *widget_class)
{
  static const QdPlanChild children[] = {
#define CHILD(field) QD_PLAN_CHILD (field)
    CHILD (state_view), CHILD (content_stack), CHILD (state_button), CHILD (files_button),
    CHILD (file_heading), CHILD (companion_heading), CHILD (file_view), CHILD (companion_view),
    CHILD (companion_box), CHILD (task_label), CHILD (companion_button), CHILD (plan_view),
    CHILD (verdict_label), CHILD (step_label), CHILD (action_label), CHILD (facts_label), CHILD (static_row),
#undef CHILD
  };

  qd_plan_page_bind_children (widget_class, children, G_N_ELEMENTS (children));
  gtk_widget_class_bind_template_child_full (widget_class, "sidebar", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "solve_slot", FALSE, 0);
}

static void
qd_plan_page_class_init (QdPlanPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_plan_page_dispose;
  page_class->document_changed = qd_plan_page_document_changed;
  page_class->opened = qd_plan_page_opened;
  page_class->snapshot = qd_plan_files_snapshot;
  page_class->flush_edits = qd_plan_files_flush_page;
  page_class->restore = qd_plan_files_restore;
  page_class->save_with_companions = qd_plan_files_save;
  page_class->get_picture_size = qd_plan_page_get_picture_size;
  page_class->draw_picture = qd_plan_page_draw_picture;
  page_class->get_text_export = qd_plan_page_get_text_export;
  page_class->present_step = qd_plan_page_present_step;
  page_class->present_position = qd_plan_page_present_position;
  page_class->can_undo = qd_plan_page_can_undo;
  page_class->build_report = qd_plan_page_build_report;
  page_class->build_animation = qd_plan_steps_build_animation;

  g_type_ensure (QD_TYPE_PLAN_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/plan/qd-plan-page.ui");
  bind_template (widget_class);
  qd_plan_explain_class_init (widget_class);
  qd_plan_practice_class_init (widget_class);
  qd_plan_editor_class_init (widget_class);
  qd_page_class_add_shortcut (page_class, GDK_KEY_Return, GDK_CONTROL_MASK, "plan.check", N_("Check the plan"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_Home, GDK_ALT_MASK, "plan.first", N_("The initial state"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_Left, GDK_ALT_MASK, "plan.previous", N_("The step before"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_Right, GDK_ALT_MASK, "plan.next", N_("The next step"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_End, GDK_ALT_MASK, "plan.last", N_("The last step"));
}

/* The first document: the blocks world's problem with its domain (one
 * task of nothing when the resources lack them). */
static QdPlanDocument *
first_document (void)
{
  g_autoptr(GBytes) domain = g_resources_lookup_data (EXAMPLE_DOMAIN, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GBytes) problem = g_resources_lookup_data (EXAMPLE_PROBLEM, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  QdPlanDocument *document = NULL;

  if (problem != NULL)
    document = qd_plan_document_parse (g_bytes_get_data (problem, NULL), (gssize) g_bytes_get_size (problem), NULL);
  if (document != NULL && domain != NULL)
    qd_plan_document_set_companion (document, g_bytes_get_data (domain, NULL), "blocks-domain.pddl",
                                    "blocks-problem.pddl", NULL);
  if (document == NULL)
    document = qd_plan_document_parse ("(define (domain nothing))\n(define (problem none) (:domain nothing)\n"
                                       "  (:goal (and)))\n", -1, NULL);
  return document;
}

static void
qd_plan_page_init (QdPlanPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->state_view));
  g_signal_connect_swapped (self->files_button, "toggled", G_CALLBACK (on_pane_toggled), self);
  qd_plan_files_init (self);
  qd_plan_steps_init (self);
  qd_plan_solve_init (self);
  qd_plan_explain_init (self);
  qd_plan_practice_init (self);
  qd_plan_editor_init (self);
  g_signal_connect_swapped (self->graph_button, "toggled", G_CALLBACK (on_pane_toggled), self);
  g_signal_connect_swapped (self->landmarks_button, "toggled", G_CALLBACK (on_pane_toggled), self);
  qd_page_set_model (QD_PAGE (self), first_document (), QD_PAGE_CHANGE_OPENED);
}

/* ------------------------------------------------------------ for tests */

const QdPlanTask *
qd_plan_page_get_task (QdPlanPage *self)
{
  return self->document != NULL ? self->document->task : NULL;
}

const QdPlanTrace *
qd_plan_page_get_trace (QdPlanPage *self)
{
  return self->trace;
}

guint
qd_plan_page_get_position (QdPlanPage *self)
{
  return self->position;
}

void
qd_plan_page_set_plan (QdPlanPage *self, const char *plan)
{
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->plan_view), plan, -1);
}
