/**
 * Admin writes (docs/product.md §7: POST /api/courses, PUT and DELETE /api/courses/{id};
 * docs/decisions.md §3). Each carries an Idempotency-Key (docs/decisions.md §2), so a retried request is not
 * applied twice. After a write the device store is brought up to date and every course list is asked again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { courseInputSchema } from '../../../../shared/schemas/course-input';
import { courseResultSchema, type Course } from '../../../../shared/schemas/courses';
import { api, parseData } from '../../../lib/api';
import { withStore } from '../../../offline/load-store';
import { courseListKeys } from './use-course-list';

export type CourseFields = v.InferOutput<typeof courseInputSchema>;

const idempotent = () => ({ 'Idempotency-Key': crypto.randomUUID() });

async function createCourse(fields: CourseFields): Promise<Course> {
  const { course } = await parseData(
    api.post('courses', { json: fields, headers: idempotent() }),
    courseResultSchema,
  );
  return course;
}

async function updateCourse(id: string, fields: CourseFields): Promise<Course> {
  const { course } = await parseData(
    api.put(`courses/${encodeURIComponent(id)}`, { json: fields, headers: idempotent() }),
    courseResultSchema,
  );
  return course;
}

async function deleteCourse(id: string): Promise<void> {
  await api.delete(`courses/${encodeURIComponent(id)}`, { headers: idempotent() });
}

export function useCourseWrites() {
  const queryClient = useQueryClient();
  // Lists refetch in the background: the dialog closes as soon as the server has said yes.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: courseListKeys.all });
  const save = async (course: Course) => {
    await withStore('courses', (store) => store.saveCourse(course), { quiet: undefined });
    refresh();
  };
  return {
    create: useMutation({ mutationFn: createCourse, onSuccess: save }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: string; fields: CourseFields }) => updateCourse(id, fields),
      onSuccess: save,
    }),
    remove: useMutation({
      mutationFn: (course: Course) => deleteCourse(course._id),
      onSuccess: async (_nothing, course) => {
        await withStore('courses', (store) => store.forgetCourse(course._id), { quiet: undefined });
        refresh();
      },
    }),
  };
}
