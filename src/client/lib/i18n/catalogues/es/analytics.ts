import type en from '../en/analytics';

export default {
  'analytics.loadError': 'No se pudieron cargar los análisis. Inténtalo de nuevo.',
  'analytics.notSavedWhat': 'los análisis',
  'analytics.noCourse': 'Los análisis aparecen aquí cuando tengas un campo.',
  'analytics.course': 'Campo',
  'analytics.period': 'Periodo',
  'analytics.periodDays': '{days, select, 365 {Último año} other {Últimos {days} días}}',
  'analytics.number': '{n, number}',
  'analytics.duration':
    '{shape, select, m {{m, number} min} h {{h, number} h} hm {{h, number} h {m, number} min} d {{d, number} d} other {{d, number} d {h, number} h}}',

  'analytics.open': 'Problemas abiertos',
  'analytics.open.note': 'Avisos que siguen abiertos, los más antiguos primero.',
  'analytics.open.none': 'Ahora no hay problemas abiertos.',
  'analytics.fix': 'Tiempo medio de arreglo',
  'analytics.fix.note': 'Desde el primer aviso hasta el arreglo, por tipo de problema.',
  'analytics.fix.none': 'En este periodo no se arregló ningún problema.',
  'analytics.fix.chart': 'Gráfico de barras de la mediana de horas hasta arreglar cada tipo de problema',
  'analytics.hours': 'Horas',
  'analytics.weekly': 'Avisos por baño y semana',
  'analytics.weekly.note': 'Cada aviso de los golfistas, acabara como acabara.',
  'analytics.weekly.none': 'Este campo aún no tiene baños.',
  'analytics.weekly.chart': 'Gráfico de barras de los avisos de {restroom} por semana',
  'analytics.ratings': 'Valoración en el tiempo',
  'analytics.ratings.note':
    'La valoración media del campo al final de cada semana, sobre las reseñas escritas en ella.',
  'analytics.ratings.none': 'Aún no hay reseñas.',
  'analytics.ratings.chart':
    'Gráfico de líneas de la valoración media por semana sobre barras de las reseñas escritas',
  'analytics.ratings.table': 'Valoración y reseñas por semana',

  'analytics.restroom': 'Baño',
  'analytics.problem': 'Problema',
  'analytics.reports': 'Avisos',
  'analytics.openFor': 'Abierto hace',
  'analytics.fixed': 'Arreglados',
  'analytics.median': 'Mediana',
  'analytics.weekOf': 'Semana del',
  'analytics.newReviews': 'Reseñas nuevas',
  'analytics.reviews': 'Reseñas',
  'analytics.rating': 'Valoración',

  'analytics.picker.placeholder': 'Escribe el nombre de un campo',
  'analytics.picker.list': 'Campos encontrados',
  'analytics.picker.typeMore': 'Escribe al menos {n, number} letras del nombre del campo.',
  'analytics.picker.failed': 'No se pudieron buscar los campos. Revisa tu conexión.',
  'analytics.picker.searching': 'Buscando…',
  'analytics.picker.none': 'Ningún campo tiene ese nombre.',
  'analytics.picker.found': '{n, plural, one {# campo encontrado.} other {# campos encontrados.}}',
} satisfies Record<keyof typeof en, string>;
