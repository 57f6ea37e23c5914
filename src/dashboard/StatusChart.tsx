// Loaded with React.lazy from the dashboard so @mui/x-charts is a chunk of its own.
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { StatusCount } from './status';

export interface StatusChartProps {
  variant: 'bar' | 'pie';
  title: string;
  items: StatusCount[];
}

const HEIGHT = 220;

const StatusChart = ({ variant, title, items }: StatusChartProps) => {
  if (variant === 'pie') {
    return (
      <PieChart
        height={HEIGHT}
        hideLegend
        margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
        series={[
          {
            data: items.map((i) => ({ id: i.id, value: i.value, label: i.label, color: i.color })),
            innerRadius: 55,
            paddingAngle: 2,
            cornerRadius: 4,
          },
        ]}
      />
    );
  }
  const labels = items.map((i) => i.label);
  return (
    <BarChart
      height={HEIGHT}
      hideLegend
      margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
      xAxis={[
        {
          scaleType: 'band',
          data: labels,
          colorMap: { type: 'ordinal', values: labels, colors: items.map((i) => i.color) },
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={[{ data: items.map((i) => i.value), label: title }]}
      borderRadius={6}
    />
  );
};

export default StatusChart;
