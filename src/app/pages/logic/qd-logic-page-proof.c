/* qd-logic-page-proof.c — the proof drawn in the Logic tab
 * (qd-logic-page-proof.h). */
#include "config.h"
#include "qd-logic-page-proof.h"

#include <glib/gi18n.h>

struct _QdLogicPageProof
{
  QdCanvas parent_instance;

  QdLogicProofHeld *held;
  char *why;                /* no proof: why */
  gint step;                /* -1: the whole run */
};

G_DEFINE_FINAL_TYPE (QdLogicPageProof, qd_logic_page_proof, QD_TYPE_CANVAS)

/* A canvas with no proof draws nothing of this size (its describe says why). */
#define EMPTY_WIDTH 320.0
#define EMPTY_HEIGHT 60.0

void
qd_logic_proof_held_free (QdLogicProofHeld *held)
{
  if (held == NULL)
    return;
  if (held->has_proof)
    qd_logic_proof_clear (&held->proof);
  qd_logic_ask_result_clear (&held->result);
  g_clear_pointer (&held->doc, qd_logic_doc_free);
  if (held->owner != NULL && held->free_owner != NULL)
    held->free_owner (held->owner);
  g_free (held->why_none);
  g_free (held);
}

static gboolean
has_proof (QdLogicPageProof *self)
{
  return self->held != NULL && self->held->has_proof;
}

static void
options_of (QdLogicPageProof *self, const QdPalette *palette, QdPropRenderOptions *options)
{
  qd_prop_render_options_init (options, palette);
  options->step = self->step;
  options->selected = qd_canvas_get_cursor (QD_CANVAS (self));
}

static void
proof_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdLogicPageProof *self = QD_LOGIC_PAGE_PROOF (canvas);
  QdPropRenderOptions options;

  if (!has_proof (self))
    {
      *width = EMPTY_WIDTH;
      *height = EMPTY_HEIGHT;
      return;
    }
  options_of (self, NULL, &options);
  qd_logic_proof_get_size (&self->held->proof, &options, width, height);
}

static void
proof_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdLogicPageProof *self = QD_LOGIC_PAGE_PROOF (canvas);
  QdPropRenderOptions options;

  if (!has_proof (self))
    return;
  options_of (self, palette, &options);
  qd_logic_proof_render (cr, &self->held->proof, &options);
}

static guint
proof_n_cells (QdCanvas *canvas)
{
  QdLogicPageProof *self = QD_LOGIC_PAGE_PROOF (canvas);

  return has_proof (self) ? qd_logic_proof_n_items (&self->held->proof) : 0;
}

static void
proof_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdLogicPageProof *self = QD_LOGIC_PAGE_PROOF (canvas);
  QdPropRenderOptions options;
  double x = 0, y = 0, w = 0, h = 0;

  options_of (self, NULL, &options);
  if (!has_proof (self) || !qd_logic_proof_item_box (&self->held->proof, &options, cell, &x, &y, &w, &h))
    x = y = w = h = 0;
  graphene_rect_init (rect, (float) x, (float) y, (float) w, (float) h);
}

static char *
proof_describe_cell (QdCanvas *canvas, guint cell)
{
  QdLogicPageProof *self = QD_LOGIC_PAGE_PROOF (canvas);

  return has_proof (self) ? qd_logic_proof_describe (&self->held->proof, (gint) cell) : g_strdup ("");
}

static char *
proof_describe (QdCanvas *canvas)
{
  QdLogicPageProof *self = QD_LOGIC_PAGE_PROOF (canvas);
  const char *title;

  if (!has_proof (self))
    return g_strdup (self->why != NULL ? self->why : _("No answer yet: ask a query."));
  title = qd_logic_proof_title (&self->held->proof);
  if (self->step >= 0)
    return g_strdup_printf (_("%s, step %d of %u."), title, self->step, qd_logic_proof_n_steps (&self->held->proof));
  return g_strdup_printf (_("%s, the whole run."), title);
}

void
qd_logic_page_proof_set (QdLogicPageProof *self, QdLogicProofHeld *held, const char *why)
{
  g_clear_pointer (&self->held, qd_logic_proof_held_free);
  self->held = held;
  g_free (self->why);
  self->why = g_strdup (why);
  self->step = -1;
  qd_canvas_set_cursor (QD_CANVAS (self), -1);
  qd_canvas_contents_changed (QD_CANVAS (self));
}

gboolean
qd_logic_page_proof_has_proof (QdLogicPageProof *self)
{
  return has_proof (self);
}

guint
qd_logic_page_proof_n_steps (QdLogicPageProof *self)
{
  return has_proof (self) ? qd_logic_proof_n_steps (&self->held->proof) : 0;
}

void
qd_logic_page_proof_set_step (QdLogicPageProof *self, gint step)
{
  self->step = step;
  qd_canvas_redraw (QD_CANVAS (self));
}

char *
qd_logic_page_proof_describe_selected (QdLogicPageProof *self)
{
  gint cell = qd_canvas_get_cursor (QD_CANVAS (self));

  return has_proof (self) && cell >= 0 ? qd_logic_proof_describe (&self->held->proof, cell) : g_strdup ("");
}

static void
qd_logic_page_proof_finalize (GObject *object)
{
  QdLogicPageProof *self = QD_LOGIC_PAGE_PROOF (object);

  g_clear_pointer (&self->held, qd_logic_proof_held_free);
  g_free (self->why);
  G_OBJECT_CLASS (qd_logic_page_proof_parent_class)->finalize (object);
}

static void
qd_logic_page_proof_class_init (QdLogicPageProofClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_logic_page_proof_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, proof);
}

static void
qd_logic_page_proof_init (QdLogicPageProof *self)
{
  self->step = -1;
  /* The proofs' text stays readable: the drawing scrolls rather than shrink past half. */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.5, 1.5);
  /* Its title and caption are at the top: not under the zoom buttons. */
  qd_canvas_set_corner_clear (QD_CANVAS (self), TRUE);
}
