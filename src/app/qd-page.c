/* qd-page.c — the base class of every problem tab. */
#include "config.h"
#include "app/widgets/qd-widgets.h"
#include "qd-page.h"
#include "qd-page-private.h"

#include "app/widgets/qd-a11y.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-drop-down.h"
#include "app/widgets/qd-look.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-settings-text.h"
#include "qd-problems.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  QdDocument *document;         /* made on first use: the page's problem is known then */
  gboolean busy;
  const QdTextExport *text_exports;
  QdJob *job;
  QdPageJobDone job_done;
  QdJob *watched;               /* qd_page_watch_job's, while it runs */
  QdCanvas *canvas;             /* weak */
  GtkFileChooserNative *chooser;  /* qd_page_choose_file's, while open */
  QdPageFileChosen chosen;
  GSimpleActionGroup *actions;  /* qd_page_add_actions', NULL before the first */
  guint reveal_idle;            /* the controls follow the fold from an idle */
  char *run_settings;           /* the settings when the last job started, for headers */
  GError *export_error;         /* why get_text_export gave nothing, set by it */
  GPtrArray *toasts;            /* its toasts not yet dismissed (qd_page_add_toast) */
} QdPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (QdPage, qd_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_FILE,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void qd_page_real_stop (QdPage *self);
static gboolean qd_page_real_get_picture_size (QdPage *self, double *width, double *height);
static void qd_page_real_draw_picture (QdPage *self, cairo_t *cr, double width, double height);

static void
qd_page_dispose (GObject *object)
{
  QdPagePrivate *priv = qd_page_get_instance_private (QD_PAGE (object));

  g_clear_handle_id (&priv->reveal_idle, g_source_remove);
  qd_page_cancel_job (QD_PAGE (object));
  qd_page_watch_job (QD_PAGE (object), NULL);
  qd_page_close_chooser (QD_PAGE (object));
  G_OBJECT_CLASS (qd_page_parent_class)->dispose (object);
}

static void
qd_page_finalize (GObject *object)
{
  QdPagePrivate *priv = qd_page_get_instance_private (QD_PAGE (object));

  g_clear_weak_pointer (&priv->canvas);
  g_clear_object (&priv->actions);
  g_clear_error (&priv->export_error);
  if (priv->document != NULL)
    g_signal_handlers_disconnect_by_data (priv->document, object);
  g_clear_object (&priv->document);
  g_free (priv->run_settings);
  g_clear_pointer (&priv->toasts, g_ptr_array_unref);
  G_OBJECT_CLASS (qd_page_parent_class)->finalize (object);
}

static void
qd_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  QdPage *self = QD_PAGE (object);
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, qd_page_get_file (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, qd_page_get_title (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, qd_page_get_modified (self));
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, priv->busy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  QdPage *self = QD_PAGE (object);

  switch (prop_id)
    {
    case PROP_FILE:
      qd_page_set_file (self, g_value_get_object (value));
      break;
    case PROP_MODIFIED:
      qd_page_set_modified (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}


/* After every instance init: the subclass's template children exist. */
static void
qd_page_constructed (GObject *object)
{
  AdwFlap *flap;

  G_OBJECT_CLASS (qd_page_parent_class)->constructed (object);
  qd_a11y_prepare (GTK_WIDGET (object));
  /* The sidebar has one width in every tab: a longer translation of a
   * button there wraps rather than widening it.  (Beside an entry that
   * expands, as on the board's side, a wrapping label would give up its
   * width to the entry even in a wide window.) */
  flap = qd_page_get_flap (QD_PAGE (object));
  if (flap != NULL && adw_flap_get_flap (flap) != NULL)
    qd_widgets_let_button_labels_wrap (adw_flap_get_flap (flap));
  /* Its drop-downs, in the sidebar and the editors, show whole names. */
  qd_drop_downs_show_whole (GTK_WIDGET (object));
  qd_page_add_shortcut_controller (QD_PAGE (object));
  qd_page_document_constructed (QD_PAGE (object));
}

static void
qd_page_class_init (QdPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = qd_page_constructed;
  object_class->dispose = qd_page_dispose;
  object_class->finalize = qd_page_finalize;
  object_class->get_property = qd_page_get_property;
  object_class->set_property = qd_page_set_property;
  klass->stop = qd_page_real_stop;

  /* Every page's template uses a board pane and run controls. */
  g_type_ensure (QD_TYPE_BOARD_PANE);
  g_type_ensure (QD_TYPE_RUN_CONTROLS);
  klass->get_picture_size = qd_page_real_get_picture_size;
  klass->draw_picture = qd_page_real_draw_picture;
  qd_page_document_class_init (klass);
  qd_page_present_class_init (klass);

  /* Every page's run controls (QdRunControls) answer these; F8 is the
   * board's search tree toggle, once there is a tree. */
  qd_page_class_add_shortcut (klass, GDK_KEY_F5, 0, "run.solve", N_("Solve"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Escape, 0, "run.stop", N_("Stop"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Page_Down, 0, "run.step", N_("Next step"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Page_Up, 0, "run.step-back", N_("Previous step"));
  qd_page_class_add_shortcut (klass, GDK_KEY_F8, 0, "board.show-search-tree", N_("Show or hide the search tree"));

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

/* The controls of a page are an AdwFlap's flap: beside the board in a wide
 * window, folded away over it in a narrow one.  A flap that folds or shows
 * its controls while it is being allocated (fold policy "auto", not locked)
 * resizes the window in the middle of its layout when animations are off,
 * and GTK warns of a widget drawn without an allocation.  So the flap is
 * locked, its controls follow a fold from an idle callback, and the window
 * sets the fold of the pages it does not show before they are shown
 * (qd_page_fit_flap): only the page on show folds by itself, as the window
 * is resized. */
static gboolean
sync_reveal (gpointer data)
{
  QdPage *self = QD_PAGE (data);
  QdPagePrivate *priv = qd_page_get_instance_private (self);
  AdwFlap *flap = qd_page_get_flap (self);

  priv->reveal_idle = 0;
  if (flap != NULL)
    adw_flap_set_reveal_flap (flap, !adw_flap_get_folded (flap));
  return G_SOURCE_REMOVE;
}

static void
on_flap_folded (AdwFlap *flap, GParamSpec *pspec, QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  if (priv->reveal_idle == 0)
    priv->reveal_idle = g_idle_add_full (G_PRIORITY_DEFAULT, sync_reveal, self, NULL);
}

/* The controls' width follows GNOME's text scaling (up to twice theirs), so
 * that their labels keep whole words; the window then folds them over the
 * board where they no longer fit beside it. */
static void
scale_controls (QdPage *self)
{
  AdwFlap *flap = qd_page_get_flap (self);
  GtkWidget *controls = flap != NULL ? adw_flap_get_flap (flap) : NULL;
  int base;

  if (controls == NULL)
    return;
  base = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (controls), "qd-base-width"));
  if (base == 0)
    {
      gtk_widget_get_size_request (controls, &base, NULL);
      if (base <= 0)
        return;
      g_object_set_data (G_OBJECT (controls), "qd-base-width", GINT_TO_POINTER (base));
    }
  gtk_widget_set_size_request (controls, (int) (base * CLAMP (qd_look_get_text_scale (qd_look_get_default ()), 1.0, 2.0)), -1);
}

static void
on_child_set (QdPage *self, GParamSpec *pspec, gpointer data)
{
  AdwFlap *flap = qd_page_get_flap (self);

  if (flap == NULL)
    return;
  adw_flap_set_locked (flap, TRUE);
  g_signal_connect_object (flap, "notify::folded", G_CALLBACK (on_flap_folded), self, 0);
  scale_controls (self);
  g_signal_connect_object (qd_look_get_default (), "changed", G_CALLBACK (scale_controls), self, G_CONNECT_SWAPPED);
}

void
qd_page_fit_flap (QdPage *self, int width, gboolean shown)
{
  AdwFlap *flap = qd_page_get_flap (self);
  GtkWidget *content, *controls;
  int content_min = 0, controls_min = 0;
  gboolean narrow;
  AdwFlapFoldPolicy policy;

  if (flap == NULL || width <= 0)
    return;
  content = adw_flap_get_content (flap);
  controls = adw_flap_get_flap (flap);
  if (content != NULL)
    gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &content_min, NULL, NULL, NULL);
  if (controls != NULL)
    gtk_widget_measure (controls, GTK_ORIENTATION_HORIZONTAL, -1, &controls_min, NULL, NULL, NULL);
  /* presenting, the board has the screen: the controls always over it */
  narrow = qd_page_get_presenting (self) || width < content_min + controls_min;
  policy = narrow ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_AUTO;
  if (adw_flap_get_fold_policy (flap) != policy)
    adw_flap_set_fold_policy (flap, policy);
  if (adw_flap_get_folded (flap) != adw_flap_get_reveal_flap (flap))
    return;   /* as it should be: folded and hidden, or beside the board */
  adw_flap_set_reveal_flap (flap, !adw_flap_get_folded (flap));
}

static void
qd_page_init (QdPage *self)
{
  g_signal_connect (self, "notify::child", G_CALLBACK (on_child_set), NULL);
}

/* The page's document tells it what changed; the page tells its own
 * listeners (the window binds to the page's properties). */
static void
on_document_notify (QdDocument *document, GParamSpec *pspec, QdPage *self)
{
  if (g_str_equal (pspec->name, "file"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  else if (g_str_equal (pspec->name, "title"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  else if (g_str_equal (pspec->name, "modified"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  else
    qd_page_update_undo (self);
}

QdDocument *
qd_page_get_document (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  if (priv->document == NULL)
    {
      const QdProblem *problem = qd_problems_of_page (GTK_WIDGET (self));

      g_return_val_if_fail (problem != NULL, NULL);
      priv->document = qd_document_new (problem->format);
      qd_document_set_snapshots_written (priv->document, QD_PAGE_GET_CLASS (self)->snapshot == NULL);
      g_signal_connect (priv->document, "notify", G_CALLBACK (on_document_notify), self);
    }
  return priv->document;
}

gboolean
qd_page_get_busy (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  return priv->busy;
}

void
qd_page_set_busy (QdPage *self, gboolean busy)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  busy = !!busy;
  if (priv->busy != busy)
    {
      priv->busy = busy;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
      qd_page_update_undo (self);
    }
}

gboolean
qd_page_load_companion (QdPage *self, GFile *file, QdPageLoadFile load, GError **error)
{
  g_autofree char *name = g_file_get_basename (file);

  if (load (self, file, name, error))
    return TRUE;
  g_prefix_error (error, "%s: ", name);
  return FALSE;
}

gboolean
qd_page_has_picture (QdPage *self)
{
  double w, h;
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  return klass->get_picture_size != NULL && klass->get_picture_size (self, &w, &h);
}

static void
draw_page (cairo_t *cr, double width, double height, gpointer user_data)
{
  QdPage *page = user_data;

  QD_PAGE_GET_CLASS (page)->draw_picture (page, cr, width, height);
}

gboolean
qd_page_export_picture (QdPage *self, GFile *file, QdExportFormat format, GError **error)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);
  double width, height;

  if (klass->get_picture_size == NULL || !klass->get_picture_size (self, &width, &height))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("There is no picture to export"));
      return FALSE;
    }
  return qd_export_drawing (file, format, width, height,
                            format == QD_EXPORT_PNG ? 2 : 1, draw_page, self, error);
}

cairo_surface_t *
qd_page_render_thumbnail (QdPage *self, int width, int height, int scale)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);
  cairo_surface_t *surface;
  cairo_t *cr;
  double w, h, fit;

  g_return_val_if_fail (width > 0 && height > 0 && scale > 0, NULL);

  if (klass->get_picture_size == NULL || !klass->get_picture_size (self, &w, &h) || w <= 0 || h <= 0)
    return NULL;
  fit = MIN (width / w, height / h);
  /* The picture's own aspect, within the box. */
  width = MAX (1, (int) (w * fit + 0.5));
  height = MAX (1, (int) (h * fit + 0.5));
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_scale (cr, fit, fit);
  klass->draw_picture (self, cr, w, h);
  cairo_destroy (cr);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    g_clear_pointer (&surface, cairo_surface_destroy);
  return surface;
}

void
qd_page_set_text_exports (QdPage *self, const QdTextExport *exports)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  priv->text_exports = exports;
}

const QdTextExport *
qd_page_get_text_exports (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  return priv->text_exports;
}

const QdTextExport *
qd_page_find_text_export (QdPage *self, const char *id)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  for (const QdTextExport *e = priv->text_exports; e != NULL && e->id != NULL; e++)
    if (g_str_equal (e->id, id))
      return e;
  return NULL;
}

/* One "# Key: value" line; the value kept on its line. */
static void
append_header_line (GString *header, const char *key, const char *value)
{
  gsize start;

  g_string_append_printf (header, "# %s: ", key);
  start = header->len;
  g_string_append (header, value);
  for (gsize i = start; i < header->len; i++)
    if (header->str[i] == '\n' || header->str[i] == '\r')
      header->str[i] = ' ';
  g_string_append_c (header, '\n');
}

char *
qd_page_export_header (QdPage *self, const char *id)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);
  const QdTextExport *export = qd_page_find_text_export (self, id);
  const QdProblem *problem = qd_problems_of_page (GTK_WIDGET (self));
  g_autofree char *what = NULL;
  g_autofree char *settings = NULL;
  GString *header;

  if (export == NULL || export->kind == QD_TEXT_EXPORT_DATA)
    return NULL;
  header = g_string_new (NULL);
  /* "Search Trace…" names the export; its ellipsis belongs to the menu. */
  what = g_strdup (_(export->title));
  if (g_str_has_suffix (what, "…"))
    what[strlen (what) - strlen ("…")] = '\0';
  g_string_append_printf (header, "# Quandary %s — %s: %s\n", PACKAGE_VERSION,
                          problem != NULL ? _(problem->title) : "", what);
  append_header_line (header, _("Document"), qd_page_get_title (self));
  settings = priv->run_settings != NULL ? g_strdup (priv->run_settings) : qd_settings_text (GTK_WIDGET (self));
  if (settings != NULL)
    append_header_line (header, _("Settings"), settings);
  if (export->lines != NULL)
    append_header_line (header, _("Lines"), _(export->lines));
  return g_string_free (header, FALSE);
}

void
qd_page_set_export_error (QdPage *self, const GError *error)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  g_clear_error (&priv->export_error);
  priv->export_error = g_error_copy (error);
}

char *
qd_page_get_text_export (QdPage *self, const char *id, GError **error)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);
  QdPagePrivate *priv = qd_page_get_instance_private (self);
  char *text = NULL;

  g_clear_error (&priv->export_error);
  if (klass->get_text_export != NULL)
    text = klass->get_text_export (self, id);
  if (text != NULL)
    return text;
  if (priv->export_error != NULL)
    g_propagate_error (error, g_steal_pointer (&priv->export_error));
  else
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                         _("There is nothing to export yet: run the solver first"));
  return NULL;
}

gboolean
qd_page_export_text (QdPage *self, const char *id, gboolean header, GFile *file, GError **error)
{
  g_autofree char *text = qd_page_get_text_export (self, id, error);
  g_autofree char *head = NULL;

  if (text == NULL)
    return FALSE;
  if (header && (head = qd_page_export_header (self, id)) != NULL)
    {
      g_autofree char *whole = g_strconcat (head, text, NULL);

      return qd_save_text (file, whole, -1, error);
    }
  return qd_save_text (file, text, -1, error);
}

void
qd_page_stop (QdPage *self)
{
  QD_PAGE_GET_CLASS (self)->stop (self);
}

void
qd_page_set_canvas (QdPage *self, QdCanvas *canvas)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  g_set_weak_pointer (&priv->canvas, canvas);
}

QdCanvas *
qd_page_get_canvas (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  return priv->canvas;
}

static gboolean
qd_page_real_get_picture_size (QdPage *self, double *width, double *height)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  *width = *height = 0;
  if (priv->canvas != NULL)
    qd_canvas_get_picture_size (priv->canvas, width, height);
  return *width > 0 && *height > 0;
}

static void
qd_page_real_draw_picture (QdPage *self, cairo_t *cr, double width, double height)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  if (priv->canvas != NULL)
    qd_canvas_draw_picture (priv->canvas, cr, qd_palette_light ());
}

static void
qd_page_real_stop (QdPage *self)
{
  QdStepper *stepper = qd_page_get_stepper (self);

  if (stepper != NULL)
    qd_stepper_stop_playing (stepper);
  qd_page_cancel_job (self);
}

void
qd_page_stop_job (QdPage *self)
{
  QdJob *job = qd_page_get_job (self);

  if (job != NULL)
    qd_job_cancel (job);
}

void
qd_page_cancel_job (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  if (priv->job == NULL)
    return;
  qd_job_drop (&priv->job, self);
  qd_page_set_busy (self, priv->watched != NULL);
}

static void
on_job_finished (QdJob *job, QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);
  QdPageJobDone done = priv->job_done;

  g_object_ref (job);
  g_signal_handlers_disconnect_by_data (job, self);
  g_clear_object (&priv->job);
  qd_page_set_busy (self, priv->watched != NULL);
  if (done != NULL)
    done (self, job);
  g_object_unref (job);
}

QdJob *
qd_page_start_job (QdPage *self, const char *title, QdJobFunc func, gpointer task,
                   GDestroyNotify task_free, GDestroyNotify result_free, QdPageJobDone done)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  qd_page_cancel_job (self);
  g_free (priv->run_settings);
  priv->run_settings = qd_settings_text (GTK_WIDGET (self));
  priv->job = qd_job_new (title);
  priv->job_done = done;
  g_signal_connect (priv->job, "finished", G_CALLBACK (on_job_finished), self);
  qd_page_set_busy (self, TRUE);
  qd_job_start (priv->job, func, task, task_free, result_free);
  return priv->job;
}

QdJob *
qd_page_get_job (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  return priv->job != NULL ? priv->job : priv->watched;
}

static void
on_watched_finished (QdJob *job, QdPage *self)
{
  qd_page_watch_job (self, NULL);
}

void
qd_page_watch_job (QdPage *self, QdJob *job)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  if (job != NULL && !qd_job_is_running (job))
    job = NULL;
  if (priv->watched != NULL)
    g_signal_handlers_disconnect_by_data (priv->watched, self);
  g_set_object (&priv->watched, job);
  if (job != NULL)
    {
      g_free (priv->run_settings);
      priv->run_settings = qd_settings_text (GTK_WIDGET (self));
      g_signal_connect_object (job, "finished", G_CALLBACK (on_watched_finished), self, G_CONNECT_AFTER);
    }
  qd_page_set_busy (self, priv->job != NULL || priv->watched != NULL);
}

void
qd_page_watch_job_from (GtkWidget *widget, QdJob *job)
{
  GtkWidget *page = gtk_widget_get_ancestor (widget, QD_TYPE_PAGE);

  if (page != NULL)
    qd_page_watch_job (QD_PAGE (page), job);
}

void
qd_page_stop_work (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  if (priv->job == NULL && priv->watched != NULL)
    qd_job_cancel (priv->watched);
  else
    qd_page_activate_key (self, GDK_KEY_Escape, 0);
}

/* ------------------------------------------------------------ file chooser */

void
qd_page_close_chooser (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  if (priv->chooser == NULL)
    return;
  g_signal_handlers_disconnect_by_data (priv->chooser, self);
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (priv->chooser));
  g_clear_object (&priv->chooser);
}

static void
on_file_chosen (GtkNativeDialog *dialog, int response, QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  qd_page_close_chooser (self);
  if (file != NULL)
    priv->chosen (self, file);
}

void
qd_page_choose_file (QdPage *self, const char *title, QdPageFileChosen chosen)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  g_return_if_fail (QD_IS_PAGE (self) && chosen != NULL);
  qd_page_close_chooser (self);
  priv->chosen = chosen;
  priv->chooser = qd_file_chooser_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                       GTK_FILE_CHOOSER_ACTION_OPEN, title, _("_Open"), NULL);
  g_signal_connect (priv->chooser, "response", G_CALLBACK (on_file_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (priv->chooser));
}

/* ------------------------------------------------------------ actions */

void
qd_page_add_actions (QdPage *self, const GActionEntry *entries, guint n_entries, gpointer user_data)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  g_return_if_fail (QD_IS_PAGE (self));
  if (priv->actions == NULL)
    {
      const QdProblem *problem = qd_problems_of_page (GTK_WIDGET (self));

      g_return_if_fail (problem != NULL);
      priv->actions = g_simple_action_group_new ();
      qd_widget_insert_action_group (GTK_WIDGET (self), problem->id, G_ACTION_GROUP (priv->actions));
    }
  g_action_map_add_action_entries (G_ACTION_MAP (priv->actions), entries, (gint) n_entries, user_data);
}

GSimpleAction *
qd_page_lookup_action (QdPage *self, const char *name)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);
  GAction *action;

  g_return_val_if_fail (QD_IS_PAGE (self), NULL);
  if (priv->actions == NULL)
    return NULL;
  action = g_action_map_lookup_action (G_ACTION_MAP (priv->actions), name);
  return action != NULL ? G_SIMPLE_ACTION (action) : NULL;
}

void
qd_page_set_actions_enabled (QdPage *self, const QdActionState *states, guint n_states)
{
  for (guint i = 0; i < n_states; i++)
    {
      GSimpleAction *action = qd_page_lookup_action (self, states[i].name);

      g_return_if_fail (action != NULL);
      g_simple_action_set_enabled (action, states[i].enabled);
    }
}

/* ------------------------------------------------------------ toasts */

static void
on_toast_dismissed (AdwToast *toast, QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  g_signal_handlers_disconnect_by_func (toast, on_toast_dismissed, self);
  if (priv->toasts != NULL)
    g_ptr_array_remove (priv->toasts, toast);
}

void
qd_page_dismiss_toasts (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);
  g_autoptr(GPtrArray) toasts = g_steal_pointer (&priv->toasts);

  for (guint i = 0; toasts != NULL && i < toasts->len; i++)
    {
      g_signal_handlers_disconnect_by_func (toasts->pdata[i], on_toast_dismissed, self);
      adw_toast_dismiss (toasts->pdata[i]);
    }
}

gboolean
qd_page_add_toast (QdPage *self, AdwToast *toast)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (overlay == NULL)
    {
      g_object_unref (toast);
      return FALSE;
    }
  if (priv->toasts == NULL)
    priv->toasts = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (priv->toasts, g_object_ref (toast));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  return TRUE;
}

void
qd_page_toast (QdPage *self, const char *message)
{
  if (!qd_page_add_toast (self, qd_toast_new (message)))
    g_message ("%s", message);
}

gboolean
qd_page_toast_error (QdPage *self, const GError *error)
{
  if (error == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return FALSE;
  qd_page_toast (self, error->message);
  return TRUE;
}

char *
qd_page_dup_stem (QdPage *self)
{
  const char *title = qd_page_get_title (self);
  const char *dot = strrchr (title, '.');

  if (dot != NULL && dot != title)
    return g_strndup (title, dot - title);
  return g_strdup (title);
}

AdwFlap *
qd_page_get_flap (QdPage *self)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (self));

  return ADW_IS_FLAP (child) ? ADW_FLAP (child) : NULL;
}

void
qd_page_focus (QdPage *self)
{
  QdPagePrivate *priv = qd_page_get_instance_private (self);

  if (priv->canvas != NULL && gtk_widget_get_focusable (GTK_WIDGET (priv->canvas)) &&
      gtk_widget_grab_focus (GTK_WIDGET (priv->canvas)))
    return;
  gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}
