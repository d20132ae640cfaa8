/* qd-rendering.h — a problem drawn by its renderer, as one QdDrawFunc.
 * The problems' renderers share one form, qd_ID_render (cr, subject,
 * options), so a figure of a report, a picture of the command line or an
 * export holds the renderer, what it draws and its options filled in, in
 * place of a struct and a draw function of its own for each problem:
 *   QdMapRenderOptions o;
 *   qd_map_render_options_init (&o, palette);
 *   o.show_names = TRUE;
 *   qd_report_add_figure (section, caption, name, width, height, qd_rendering_draw,
 *                         &QD_RENDERING (qd_map_render, map, &o));
 * The drawing is made at once: the subject and options may live on the
 * stack. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* A renderer of the form void render (cairo_t *cr, const T *subject, const
 * O *options), called through this type as GLib calls a GCallback. */
typedef void (*QdRenderFunc) (cairo_t *cr, gconstpointer subject, gconstpointer options);

/* A renderer as a QdRenderFunc (through GCallback's type, which a cast of
 * function types allows). */
#define QD_RENDER_FUNC(render) ((QdRenderFunc) (void (*) (void)) (render))

typedef struct {
  QdRenderFunc render;
  gconstpointer subject;
  gconstpointer options;
} QdRendering;

/* A QdRendering as a value: `render` draws `subject` with `options`. */
#define QD_RENDERING(render_, subject_, options_) \
  ((QdRendering) { .render = QD_RENDER_FUNC (render_), .subject = (subject_), .options = (options_) })

/* A QdDrawFunc (render/qd-export.h) taking a QdRendering. */
void qd_rendering_draw (cairo_t *cr, double width, double height, gpointer rendering);

G_END_DECLS
