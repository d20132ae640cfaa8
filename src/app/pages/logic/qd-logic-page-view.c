/* qd-logic-page-view.c — the trace as the tab's board: a thin QdCanvas
 * over render/logic/qd-logic-render-trace.c, a cell a line, so that the
 * keyboard and a screen reader go through the trace line by line. */
#include "config.h"
#include "qd-logic-page-view.h"

#include <glib/gi18n.h>
#include <string.h>

#include "render/logic/qd-logic-render-trace.h"

struct _QdLogicPageView
{
  QdCanvas parent_instance;

  char **lines;
  guint n;
  guint max_chars;
  guint shown;
  char *verdict;
};

G_DEFINE_FINAL_TYPE (QdLogicPageView, qd_logic_page_view, QD_TYPE_CANVAS)

static void
view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdLogicPageView *self = QD_LOGIC_PAGE_VIEW (canvas);

  qd_logic_trace_get_size (self->n, self->max_chars, width, height);
}

static void
view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdLogicPageView *self = QD_LOGIC_PAGE_VIEW (canvas);
  QdLogicTraceOptions options;

  qd_logic_trace_options_init (&options, palette);
  options.shown = self->shown;
  options.max_chars = self->max_chars;
  qd_logic_trace_render (cr, (const char *const *) self->lines, self->n, &options);
}

static guint
view_n_cells (QdCanvas *canvas)
{
  return QD_LOGIC_PAGE_VIEW (canvas)->n;
}

static void
view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdLogicPageView *self = QD_LOGIC_PAGE_VIEW (canvas);
  double top, height, width, total;

  qd_logic_trace_line_band (cell, &top, &height);
  qd_logic_trace_get_size (self->n, self->max_chars, &width, &total);
  graphene_rect_init (rect, 0, (float) top, (float) width, (float) height);
}

static char *
view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdLogicPageView *self = QD_LOGIC_PAGE_VIEW (canvas);

  return g_strdup_printf (_("Line %u of %u: %s"), cell + 1, self->n, cell < self->n ? self->lines[cell] : "");
}

static char *
view_describe (QdCanvas *canvas)
{
  QdLogicPageView *self = QD_LOGIC_PAGE_VIEW (canvas);

  if (self->n == 0)
    return g_strdup (self->verdict != NULL ? self->verdict : _("No answer yet: ask a query."));
  if (self->shown < self->n)
    return g_strdup_printf (_("%s Step %u of %u: %s"), self->verdict, self->shown, self->n,
                            self->shown > 0 ? self->lines[self->shown - 1] : "");
  return g_strdup_printf (ngettext ("%s The trace has %u line.", "%s The trace has %u lines.", self->n),
                          self->verdict, self->n);
}

void
qd_logic_page_view_set_trace (QdLogicPageView *self, const char *verdict, const char *trace)
{
  g_autofree char *copy = g_strdup (trace);
  gsize len = strlen (copy);

  if (len > 0 && copy[len - 1] == '\n')
    copy[len - 1] = '\0';
  g_strfreev (self->lines);
  self->lines = *copy != '\0' ? g_strsplit (copy, "\n", -1) : g_new0 (char *, 1);
  self->n = g_strv_length (self->lines);
  self->max_chars = 0;
  for (guint i = 0; i < self->n; i++)
    self->max_chars = MAX (self->max_chars, (guint) g_utf8_strlen (self->lines[i], -1));
  self->shown = G_MAXUINT;
  g_free (self->verdict);
  self->verdict = g_strdup (verdict);
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_logic_page_view_set_shown (QdLogicPageView *self, guint shown)
{
  self->shown = shown;
  qd_canvas_redraw (QD_CANVAS (self));
}

guint
qd_logic_page_view_n_lines (QdLogicPageView *self)
{
  return self->n;
}

char *
qd_logic_page_view_get_trace (QdLogicPageView *self)
{
  g_autofree char *joined = g_strjoinv ("\n", self->lines);

  return self->n > 0 ? g_strconcat (joined, "\n", NULL) : g_strdup ("");
}

static void
qd_logic_page_view_finalize (GObject *object)
{
  QdLogicPageView *self = QD_LOGIC_PAGE_VIEW (object);

  g_strfreev (self->lines);
  g_free (self->verdict);
  G_OBJECT_CLASS (qd_logic_page_view_parent_class)->finalize (object);
}

static void
qd_logic_page_view_class_init (QdLogicPageViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_logic_page_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, view);
}

static void
qd_logic_page_view_init (QdLogicPageView *self)
{
  self->lines = g_new0 (char *, 1);
  self->shown = G_MAXUINT;
  /* The trace's text stays readable: it scrolls rather than shrink. */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 1.0, 1.5);
}
