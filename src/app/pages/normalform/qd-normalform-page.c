/* qd-normalform-page.c — the Game Theory tab: a normal-form game's payoff
 * table, edited in the sidebar (qd-normalform-page-edit.c), its analyses run
 * on a worker whenever it changes (Stop ends a long support enumeration),
 * and the repeated prisoner's dilemma's tournament
 * (qd-normalform-page-tournament.c). */
#include "config.h"
#include "qd-normalform-page-private.h"
#include "app/widgets/qd-board-pane.h"

#include <glib/gi18n.h>

G_DEFINE_FINAL_TYPE (QdNormalformPage, qd_normalform_page, QD_TYPE_PAGE)

#define EXAMPLE "/io/github/quandary/Quandary/examples/normalform/prisoners-dilemma.normalform"

static const QdTextExport text_exports[] = {
  { "analysis", N_("Analysis…"), "analysis.txt", QD_TEXT_EXPORT_DATA },
  { "tournament", N_("Tournament…"), "tournament.txt", QD_TEXT_EXPORT_DATA },
  { NULL }
};

/* ---- the analyses */

typedef struct {
  QdNormalform *game;
  gboolean mixed_dominance;
  gboolean supports, lemke;     /* the methods of mixed equilibria wanted */
} SolveTask;

typedef struct {
  QdNormalformDominance *dominance;
  QdNormalformPure *pure;
  char *report;
  char *summary;
  char *solve;                  /* the analyses run, as --solve names them */
} SolveResult;

static void
solve_task_free (gpointer data)
{
  SolveTask *task = data;

  qd_normalform_free (task->game);
  g_free (task);
}

static void
solve_result_free (gpointer data)
{
  SolveResult *result = data;

  qd_normalform_dominance_free (result->dominance);
  qd_normalform_pure_free (result->pure);
  g_free (result->report);
  g_free (result->summary);
  g_free (result->solve);
  g_free (result);
}

/* A sentence for the analyses that did not finish, else NULL (to free). */
static char *
unfinished (const QdNormalform *game, const QdNormalformAnalyses *analyses)
{
  char *overflow = NULL;

  if ((analyses->dominance != NULL && analyses->dominance->status == QD_NORMALFORM_STOPPED) ||
      (analyses->mixed != NULL && analyses->mixed->status == QD_NORMALFORM_STOPPED) ||
      (analyses->lemke != NULL && analyses->lemke->status == QD_NORMALFORM_STOPPED) ||
      (analyses->zerosum != NULL && analyses->zerosum->status == QD_NORMALFORM_STOPPED))
    return g_strdup (_("Stopped before the end: what was found so far."));
  qd_normalform_overflowed (game, analyses, &overflow);
  return overflow;
}

/* Support enumeration when asked for, alone or, with Lemke-Howson, on a
 * game small enough; else a sentence saying why not (to free). */
static gboolean
enumerate_supports (const SolveTask *task, char **skipped)
{
  const QdNormalform *game = task->game;
  guint64 pairs;

  if (game->n_players != 2 || !task->supports)
    return FALSE;
  pairs = qd_normalform_support_pairs (game->players[0].n_strategies, game->players[1].n_strategies);
  if (pairs <= QD_NORMALFORM_SUPPORT_PAIRS_DEFAULT || !task->lemke)
    return TRUE;
  {
    g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, pairs);

    /* TRANSLATORS: "Support enumeration skipped: this 15 × 15 game has 155117519 support pairs; Lemke-Howson instead." */
    *skipped = g_strdup_printf (_("Support enumeration skipped: this %u × %u game has %s support pairs; "
                                  "Lemke-Howson instead."),
                                game->players[0].n_strategies, game->players[1].n_strategies, count);
  }
  return FALSE;
}

static gpointer
solve_work (QdJob *job, gpointer data, GError **error)
{
  SolveTask *task = data;
  const gint *stop = qd_job_get_stop_flag (job);
  SolveResult *result = g_new0 (SolveResult, 1);
  g_autoptr(QdNormalformMixed) mixed = NULL;
  g_autoptr(QdNormalformLemke) lemke = NULL;
  g_autoptr(QdNormalformZerosum) zerosum = NULL;
  g_autofree char *text = NULL, *summary = NULL, *note = NULL, *skipped = NULL;
  QdNormalformAnalyses analyses;

  result->dominance = qd_normalform_dominance (task->game, task->mixed_dominance, stop);
  result->pure = qd_normalform_pure (task->game);
  if (enumerate_supports (task, &skipped))
    mixed = qd_normalform_mixed (task->game, stop, NULL);
  if (task->game->n_players == 2 && task->lemke)
    lemke = qd_normalform_lemke (task->game, stop, NULL);
  if (task->game->n_players == 2 && qd_normalform_constant_sum (task->game, NULL))
    zerosum = qd_normalform_zerosum (task->game, stop, NULL);
  analyses = (QdNormalformAnalyses) { result->dominance, result->pure, mixed, lemke, zerosum };
  result->solve = g_strconcat ("dominance,pure", mixed != NULL ? ",mixed" : "", lemke != NULL ? ",lemke-howson" : "",
                               zerosum != NULL ? ",zerosum" : "", NULL);
  text = qd_normalform_format_report (task->game, &analyses);
  summary = qd_normalform_describe (task->game, &analyses);
  note = unfinished (task->game, &analyses);
  if (skipped != NULL)
    {
      char *both = note != NULL ? g_strdup_printf ("%s\n%s", note, skipped) : g_strdup (skipped);

      g_free (note);
      note = both;
    }
  result->report = note != NULL ? g_strdup_printf ("%s\n%s", note, text) : g_steal_pointer (&text);
  result->summary = note != NULL ? g_strdup_printf ("%s\n%s", note, summary) : g_steal_pointer (&summary);
  return result;
}

static void
show_analysis (QdNormalformPage *self)
{
  QdNormalformRenderOptions options;

  qd_normalform_render_options_init (&options, NULL);
  options.dominance = self->dominance;
  options.dominance_shown = self->dominance_shown;
  options.pure = self->pure;
  qd_normalform_view_set_options (self->view, &options);
  gtk_label_set_text (self->report_label, self->summary != NULL ? self->summary : "");
}

static void
on_solve_done (QdPage *page, QdJob *job)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);
  SolveResult *result = qd_job_get_result (job);

  if (result == NULL)
    return;
  g_clear_pointer (&self->dominance, qd_normalform_dominance_free);
  g_clear_pointer (&self->pure, qd_normalform_pure_free);
  g_free (self->report);
  self->dominance = g_steal_pointer (&result->dominance);
  self->dominance_shown = G_MAXUINT;
  self->pure = g_steal_pointer (&result->pure);
  self->report = g_steal_pointer (&result->report);
  g_free (self->solve);
  self->solve = g_steal_pointer (&result->solve);
  g_free (self->summary);
  self->summary = g_steal_pointer (&result->summary);
  show_analysis (self);
}

void
qd_normalform_page_solve (QdNormalformPage *self)
{
  SolveTask *task = g_new0 (SolveTask, 1);

  task->game = qd_normalform_copy (self->game);
  task->mixed_dominance = gtk_switch_get_active (self->mixed_switch);
  task->supports = adw_combo_row_get_selected (self->method_row) != QD_NORMALFORM_METHOD_LEMKE_HOWSON;
  task->lemke = adw_combo_row_get_selected (self->method_row) != QD_NORMALFORM_METHOD_SUPPORTS;
  qd_page_start_job (QD_PAGE (self), _("Solving the game"), solve_work, task, solve_task_free, solve_result_free,
                     on_solve_done);
}

static void
action_solve (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  qd_normalform_page_solve (user_data);
}

/* ---- the tab's title */

void
qd_normalform_page_untitle (QdNormalformPage *self, QdNormalform *game)
{
  /* A file's title is its owner's: kept. */
  if (qd_page_get_file (QD_PAGE (self)) == NULL)
    g_clear_pointer (&game->title, g_free);
}

void
qd_normalform_page_follow_title (QdNormalformPage *self)
{
  const char *title = self->game->title;

  if (qd_page_get_file (QD_PAGE (self)) != NULL)
    return;
  if (title != NULL && g_strcmp0 (title, self->opened_title) == 0)
    qd_page_set_untitled_name (QD_PAGE (self), self->opened_name);
  else if (title != NULL && title[0] != '\0')
    qd_page_set_untitled_name (QD_PAGE (self), title);
  else
    qd_page_set_untitled_name (QD_PAGE (self), _("Custom Game"));
}

/* ---- QdPage methods */

static void
qd_normalform_page_document_changed (QdPage *page, QdPageChange change)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);

  self->game = qd_page_get_model (page);
  /* The tab's name: the game opened's (an example's, the window's name for
   * it), until another table is on show. */
  if (change == QD_PAGE_CHANGE_OPENED)
    {
      g_free (self->opened_title);
      self->opened_title = g_strdup (self->game->title);
      g_free (self->opened_name);
      self->opened_name = g_strdup (qd_page_get_title (page));
    }
  else
    qd_normalform_page_follow_title (self);
  /* The last analysis is of another game: nothing is marked until the new one is done. */
  g_clear_pointer (&self->dominance, qd_normalform_dominance_free);
  g_clear_pointer (&self->pure, qd_normalform_pure_free);
  g_clear_pointer (&self->report, g_free);
  g_clear_pointer (&self->solve, g_free);
  g_clear_pointer (&self->summary, g_free);
  qd_normalform_view_set_game (self->view, self->game);
  /* The methods of mixed equilibria are for two players. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->method_row), self->game->n_players == 2);
  show_analysis (self);
  qd_normalform_edit_show (self);
  qd_normalform_page_solve (self);
}

static gboolean
qd_normalform_page_get_picture_size (QdPage *page, double *width, double *height)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);

  if (self->game == NULL)
    return FALSE;
  qd_normalform_render_get_size (self->game, width, height);
  return TRUE;
}

static void
qd_normalform_page_draw_picture (QdPage *page, cairo_t *cr, double width, double height)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);
  QdNormalformRenderOptions options;

  qd_normalform_render_options_init (&options, NULL);
  options.dominance = self->dominance;
  options.dominance_shown = self->dominance_shown;
  options.pure = self->pure;
  qd_normalform_render (cr, self->game, &options);
}

static char *
qd_normalform_page_get_text_export (QdPage *page, const char *id)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);
  const char *text = g_str_equal (id, "tournament") ? self->tournament : self->report;

  return g_strdup (text);
}

/* Stop (Escape) keeps what the analyses found so far: their done callback
 * still comes, and the text says they stopped. */
static void
qd_normalform_page_stop (QdPage *page)
{
  qd_page_stop_job (page);
}

/* ---- GObject */

static void
qd_normalform_page_dispose (GObject *object)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  if (self->view != NULL)
    qd_normalform_view_set_game (self->view, NULL);
  g_clear_pointer (&self->dominance, qd_normalform_dominance_free);
  g_clear_pointer (&self->pure, qd_normalform_pure_free);
  g_clear_pointer (&self->report, g_free);
  g_clear_pointer (&self->solve, g_free);
  g_clear_pointer (&self->summary, g_free);
  g_clear_pointer (&self->tournament, g_free);
  g_clear_pointer (&self->opened_title, g_free);
  g_clear_pointer (&self->opened_name, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_NORMALFORM_PAGE);
  G_OBJECT_CLASS (qd_normalform_page_parent_class)->dispose (object);
}

/* Presenting, Page Down and Page Up step through the iterated elimination:
 * the position is the number of its steps struck out. */
static guint
qd_normalform_page_present_position (QdPage *page)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);

  return self->dominance != NULL ? MIN (self->dominance_shown, self->dominance->n_steps) : 0;
}

static gboolean
qd_normalform_page_present_step (QdPage *page, int direction, gboolean playing)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);
  guint at = qd_normalform_page_present_position (page);

  (void) playing;
  if (self->dominance == NULL || (direction > 0 && at >= self->dominance->n_steps) || (direction < 0 && at == 0))
    return FALSE;
  self->dominance_shown = direction > 0 ? at + 1 : at - 1;
  show_analysis (self);
  return TRUE;
}

static void
draw_instance (cairo_t *cr, double width, double height, gpointer page)
{
  qd_normalform_page_draw_picture (page, cr, width, height);
}

/* The report: the table as it stands, the command that analyses it again
 * (the same analyses) and, once analysed, what the analyses found. */
static QdReport *
qd_normalform_page_build_report (QdPage *page)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  QdReport *report = qd_page_report_new (page);
  const char *args[6] = { "normalform", input, NULL, NULL, NULL, NULL };
  guint n = 2;
  double width, height;

  if (qd_normalform_page_get_picture_size (page, &width, &height))
    qd_report_add_instance (report, path, width, height, draw_instance, page);
  else
    qd_report_add_instance (report, path, 0, 0, NULL, NULL);
  if (self->solve != NULL)
    {
      args[n++] = "--solve";
      args[n++] = self->solve;
    }
  if (gtk_switch_get_active (self->mixed_switch))
    args[n++] = "--mixed-dominance";
  qd_page_report_add_command (report, args);
  if (self->report != NULL)
    qd_report_add_output (report, self->report);
  return report;
}

static void
qd_normalform_page_class_init (QdNormalformPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_normalform_page_dispose;
  page_class->document_changed = qd_normalform_page_document_changed;
  page_class->get_picture_size = qd_normalform_page_get_picture_size;
  page_class->draw_picture = qd_normalform_page_draw_picture;
  page_class->build_report = qd_normalform_page_build_report;
  page_class->present_step = qd_normalform_page_present_step;
  page_class->present_position = qd_normalform_page_present_position;
  page_class->get_text_export = qd_normalform_page_get_text_export;
  page_class->stop = qd_normalform_page_stop;

  g_type_ensure (QD_TYPE_NORMALFORM_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/normalform/qd-normalform-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, view);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, report_label);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, tournament_label);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, mixed_switch);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, method_row);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, continuation_spin);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, seed_spin);
  qd_normalform_edit_class_init (widget_class);
  qd_page_class_add_shortcut (page_class, GDK_KEY_Return, GDK_CONTROL_MASK, "normalform.solve",
                              N_("Solve the game again"));
  qd_page_class_add_shortcut (page_class, GDK_KEY_F6, 0, "normalform.tournament",
                              N_("Play the repeated prisoner’s dilemma’s tournament"));
}

static QdNormalform *
first_game (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (EXAMPLE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  QdNormalform *game = NULL;

  if (bytes != NULL)
    game = qd_normalform_parse (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), NULL);
  return game != NULL ? game : qd_normalform_new (2, (guint[]) { 2, 2 });
}

static void
qd_normalform_page_init (QdNormalformPage *self)
{
  static const GActionEntry actions[] = {
    { "solve", action_solve },
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->view));
  g_signal_connect_swapped (self->mixed_switch, "notify::active", G_CALLBACK (qd_normalform_page_solve), self);
  g_signal_connect_swapped (self->method_row, "notify::selected", G_CALLBACK (qd_normalform_page_solve), self);
  qd_normalform_edit_init (self);
  qd_normalform_tournament_init (self);
  qd_normalform_rulesheet_init (self);
  qd_page_set_model (QD_PAGE (self), first_game (), QD_PAGE_CHANGE_OPENED);
}

/* ---- for tests */

const QdNormalform *
qd_normalform_page_get_game (QdNormalformPage *self)
{
  return self->game;
}

const char *
qd_normalform_page_get_report (QdNormalformPage *self)
{
  return self->report != NULL ? self->report : "";
}
