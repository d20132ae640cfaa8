/* qd-svg-draw.c — SVG figures drawn through librsvg, opened with GModule on
 * first use rather than linked: librsvg brings libxml2, ICU and gdk-pixbuf,
 * a third of the command line's start-up time, and only a report with
 * figures needs them (qd-svg-draw.h). */
#include "config.h"
#include "qd-svg-draw.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <gmodule.h>
#include <librsvg/rsvg.h>

/* librsvg 2's soname: the library the headers above describe. */
#define RSVG_LIBRARY "librsvg-2.so.2"

typedef RsvgHandle *(*NewFromData) (const guint8 *data, gsize size, GError **error);
typedef gboolean (*RenderDocument) (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                    GError **error);

static struct {
  NewFromData new_from_data;
  RenderDocument render_document;
  char *failure;   /* why librsvg could not be loaded, or NULL */
} rsvg;

static gpointer
load (gpointer data)
{
  /* Kept open for the process's life: its functions are called from any thread. */
  GModule *module = g_module_open (RSVG_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

  if (module == NULL
      || !g_module_symbol (module, "rsvg_handle_new_from_data", (gpointer *) &rsvg.new_from_data)
      || !g_module_symbol (module, "rsvg_handle_render_document", (gpointer *) &rsvg.render_document))
    {
      rsvg.failure = g_strdup (g_module_error ());
      rsvg.new_from_data = NULL;
      rsvg.render_document = NULL;
    }
  return NULL;
}

gboolean
qd_svg_draw (GBytes *svg, cairo_t *cr, double x, double y, double width, double height, GError **error)
{
  static GOnce once = G_ONCE_INIT;
  RsvgRectangle viewport = { x, y, width, height };
  RsvgHandle *handle;
  gconstpointer data;
  gsize size;
  gboolean ok;

  g_once (&once, load, NULL);
  if (rsvg.failure != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Figures cannot be drawn: the SVG library %s could not be loaded (%s)"),
                   RSVG_LIBRARY, rsvg.failure);
      return FALSE;
    }
  data = g_bytes_get_data (svg, &size);
  handle = rsvg.new_from_data (data, size, error);
  if (handle == NULL)
    return FALSE;
  ok = rsvg.render_document (handle, cr, &viewport, error);
  g_object_unref (handle);
  return ok;
}
